import type { CatalogItemQuestionAskedPayload } from '@solar/contracts';
import type { MailMessage } from '@solar/platform';

/** The product page, /product/{id}/{slug}, as the web app links it. */
export function productPageUrl(publicUrl: string, item: { id: number; name: string }): string {
  const slug =
    item.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item';
  return `${publicUrl.replace(/\/+$/, '')}/product/${item.id}/${slug}`;
}

/**
 * The mail to a seller about a buyer's question. The mail port has no Reply-To header, so the asker's
 * address is in the text for the seller to answer.
 */
export function itemQuestionMail(
  question: CatalogItemQuestionAskedPayload,
  seller: { email: string; firstname: string },
  askerEmail: string,
  publicUrl: string,
): MailMessage {
  // A subject must be one line: an item name never holds a line break, but the check costs nothing.
  const itemName = question.item_name.replace(/[\r\n]+/g, ' ').trim();
  return {
    to: seller.email,
    subject: `A question about ${itemName}`,
    text: [
      `Hello ${seller.firstname},`,
      '',
      `A shopper asked about your item "${itemName}":`,
      '',
      question.question,
      '',
      `Reply to the shopper at ${askerEmail}.`,
      `Your item: ${productPageUrl(publicUrl, { id: question.item_id, name: question.item_name })}`,
    ].join('\n'),
  };
}
