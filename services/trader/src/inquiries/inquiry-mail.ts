import { type AccountContact } from '@solar/platform';
import { dealPath } from '@solar/contracts';
import type { MailMessage } from '@solar/platform';
import type { Deal } from '../deals/deal.schema';
import { dealPageUrl, type DealBuyerOptions } from '../trader.options';

/** A subject is one line: a deal's name never holds a line break, but the check costs nothing. */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * The mail to a seller about a buyer's inquiry. It names the deal, never the buyer (no address, no name): the
 * seller answers through the marketplace, which keeps both sides' details to themselves.
 */
export function inquiryMail(
  inquiry: { uuid: string; message: string; quantity: number | null },
  deal: Pick<Deal, 'id' | 'name'>,
  seller: Pick<AccountContact, 'email' | 'firstname'>,
  options: Pick<DealBuyerOptions, 'publicUrl'>,
): MailMessage {
  const name = oneLine(deal.name);
  return {
    to: seller.email,
    subject: `A buyer asked about your deal ${name}`,
    text: [
      seller.firstname ? `Hello ${seller.firstname},` : 'Hello,',
      '',
      `A buyer asked about your deal "${name}" (deal ${deal.id}):`,
      '',
      inquiry.message,
      '',
      ...(inquiry.quantity !== null ? [`Quantity they have in mind: ${inquiry.quantity}`, ''] : []),
      'Buyers and sellers reach each other through the marketplace: answer there, not by mail.',
      `Quote this buyer your price and terms: ${dealPageUrl(options, `/trader/offer-or-bid?listing_id=${deal.id}&inquiry_id=${inquiry.uuid}`)}`,
      `Your deal: ${dealPageUrl(options, dealPath(deal))}`,
    ].join('\n'),
  };
}
