import sanitizeHtml from 'sanitize-html';
import { maskContactDetails } from '../chat/rules/contact-masking';
import { plainText, RICH_TEXT_OPTIONS } from './rich-text';

/*
 * The texts of a negotiable deal (its name, description, tags and other words the seller types) are read by
 * every buyer long before a contract names the seller, so they follow the chat's rule: no e-mail address, phone
 * number or link. The same masker as the chat's and the offers' notes (`maskContactDetails`), applied as the
 * deal is stored. A description keeps its formatting, but not its links or pictures (a link's text stays, masked
 * like any other text; the deal's pictures are its uploads).
 */

const LINKLESS = new Set(['a', 'img']);
const { a: _links, img: _pictures, ...keptAttributes } = RICH_TEXT_OPTIONS.allowedAttributes as Record<string, sanitizeHtml.AllowedAttribute[]>;

const MASKED_RICH_TEXT: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: (RICH_TEXT_OPTIONS.allowedTags as string[]).filter((tag) => !LINKLESS.has(tag)),
  allowedAttributes: keptAttributes,
  transformTags: {},
  // Each text node, as sanitize-html escaped it: the masks hold no markup.
  textFilter: (text) => maskContactDetails(text).text,
};

/** A plain-text field of a negotiable deal as stored: `plainText`, then contact details masked. */
export function anonymousPlainText(value: unknown): string {
  return maskContactDetails(plainText(value)).text;
}

/**
 * A negotiable deal's rich text as stored: sanitized as any description, without links or pictures, each text
 * masked. A contact spread over formatting ('name@<b>mail.com</b>', '555</p><p>123 4567') escapes a masker that
 * reads one text at a time, so a description whose whole text still holds one once its texts are masked is kept
 * as that whole text, masked again, without its formatting.
 */
export function anonymousRichText(html: string | null | undefined): string {
  if (!html) return '';
  const maskedByText = sanitizeHtml(html, MASKED_RICH_TEXT);
  const whole = maskContactDetails(plainText(maskedByText));
  if (!whole.masked) return maskedByText;
  return `<p>${sanitizeHtml(whole.text, { allowedTags: [], allowedAttributes: {} })}</p>`;
}
