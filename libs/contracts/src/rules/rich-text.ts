import sanitizeHtml from 'sanitize-html';

/*
 * What users write, and how it is kept: the one rule every service applies before it stores free text.
 *
 * - Rich text: the item description (the spec's "rich text"; deal descriptions and storefront pages when
 *   they come). Stored as HTML through `sanitizeRichText`: formatting kept; script tags and inline event
 *   handlers stripped; links open in a new tab and get an https:// prefix when they have no scheme. Shown
 *   with the same function again in the browser.
 * - Plain text: everything else a user types: review comments, questions to sellers, discussion posts,
 *   item titles, short names, meta titles and descriptions, SKUs and other codes, tags, reseller,
 *   location and address fields, company and person names. Stored through `plainText`: markup removed,
 *   never HTML-escaped (a web page that escapes on output would show '&lt;'), so whoever shows it
 *   (React, a mail, a PDF, an admin page, the chat) escapes it for its own medium, as any text.
 */

/** Schemes a description link may use; anything else (javascript:, data:, ...) loses its href. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * Adds 'https://' to a link written without a scheme ('www.example.com', 'example.com/page',
 * '//cdn.example.com'). Site-relative links ('/shop', '#top', '?q=x') are left alone.
 */
export function withHttpsScheme(href: string): string {
  const trimmed = href.trim();
  if (trimmed === '') return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^[/#?]/.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** How rich text is kept; `anonymous-text.ts` narrows it for the texts of negotiable deals. */
export const RICH_TEXT_OPTIONS: Readonly<sanitizeHtml.IOptions> = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins'],
  // Attributes are an allow-list, which is what drops every inline event handler (onclick, onerror, ...).
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // No style attribute is ever allowed, so no CSS parsing is needed (the browser build leaves the CSS parser out).
  parseStyleAttributes: false,
  // Script and style bodies are dropped with their tags, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, target: '_blank', rel: 'noopener noreferrer' };
      if (attribs.href !== undefined) out.href = withHttpsScheme(attribs.href);
      return { tagName, attribs: out };
    },
  },
};

/**
 * Makes user-written rich text (item and deal descriptions) safe to render: removes script tags and inline
 * event handlers (and anything else outside a formatting allow-list), makes links open in a new tab with
 * rel="noopener noreferrer", and gives scheme-less links an https:// prefix. Runs the same in Node and in
 * the browser (no DOM needed).
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

/** Elements whose content is not text a person wrote (code, style, embedded documents): dropped with the tags. */
const NOT_TEXT = ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'template', 'title'];

const PLAIN_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  parseStyleAttributes: false,
  nonTextTags: NOT_TEXT,
  // Entities stay as the user typed them: '&lt;b&gt;' is kept as those characters, never decoded into a tag.
  parser: { decodeEntities: false },
};

/** sanitize-html escapes the text it keeps; these are the only escapes it writes for text. */
const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

function stripTagsOnce(value: string): string {
  // Every '&' is escaped first, so after sanitizing each '&amp;' / '&lt;' / '&gt;' stands for exactly one
  // character of the text and one pass of unescaping gives it back unchanged.
  return sanitizeHtml(value.replace(/&/g, '&amp;'), PLAIN_OPTIONS).replace(/&(?:amp|lt|gt);/g, (entity) => UNESCAPE[entity]!);
}

/** Stripping can join the pieces of a tag written around another ('<scr<b></b>ipt>'): strip until nothing changes. */
const MAX_PASSES = 8;

/**
 * A plain-text field as it is stored and answered (see the note at the top of this file): the text a
 * browser would show for it, without any tag. Tags and comments are removed, script, style and similar
 * elements with their content; the rest is kept as typed: '&', '<' not starting a tag ('1 < 2', 'I <3 it'),
 * entities ('&amp;' stays '&amp;'), quotes, line breaks and any script. As in HTML, '<' directly followed by a
 * letter starts a tag ('a<b c>' keeps 'a'). Trimmed. Anything but a string: ''. Idempotent.
 */
export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  let current = value.trim();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = stripTagsOnce(current).trim();
    if (next === current) return current;
    current = next;
  }
  // Only markup built to survive stripping nests this deep: keep its text, without any angle bracket.
  return current.replace(/[<>]/g, '').trim();
}
