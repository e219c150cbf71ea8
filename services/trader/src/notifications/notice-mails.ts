import { type AccountContact } from '@solar/platform';
import { CURRENCY, type DealView, type PriceUnit } from '@solar/contracts';
import type { MailMessage } from '@solar/platform';
import { dealPageUrl, type DealBuyerOptions } from '../trader.options';
import { oneLine } from '../inquiries/inquiry-mail';

/*
 * The mails a buyer asked for with listing/notify-user. They name the deal and link its page; nothing in them
 * names the seller, who is anonymous on negotiable deals.
 */

const perWatt = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 4 });
const perUnit = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** '$0.2450 per watt' reads '$0.245 per watt'; '$1,250.00 per unit'. */
export const dealPriceText = (price: number, unit: PriceUnit): string =>
  unit === 'watt' ? `${perWatt.format(price)} per watt` : `${perUnit.format(price)} per unit`;

type NoticeDeal = Pick<DealView, 'name' | 'path' | 'price' | 'price_unit' | 'total_qty'>;

const greeting = (buyer: Pick<AccountContact, 'firstname'>) => (buyer.firstname ? `Hello ${buyer.firstname},` : 'Hello,');
const footer = (deal: NoticeDeal, options: Pick<DealBuyerOptions, 'publicUrl'>) => [
  '',
  `See the deal: ${dealPageUrl(options, deal.path)}`,
  'You get this mail because you asked to be told about this deal; you can stop it on the deal page.',
];

export function backInStockMail(
  deal: NoticeDeal,
  buyer: Pick<AccountContact, 'email' | 'firstname'>,
  options: Pick<DealBuyerOptions, 'publicUrl'>,
): MailMessage {
  const name = oneLine(deal.name);
  return {
    to: buyer.email,
    subject: `Back in stock: ${name}`,
    text: [
      greeting(buyer),
      '',
      `The deal "${name}" is back in stock: ${deal.total_qty} units available${deal.price === null ? '' : ` at ${dealPriceText(deal.price, deal.price_unit)}`}.`,
      ...footer(deal, options),
    ].join('\n'),
  };
}

export function priceDropMail(
  deal: NoticeDeal & { price: number },
  was: number,
  buyer: Pick<AccountContact, 'email' | 'firstname'>,
  options: Pick<DealBuyerOptions, 'publicUrl'>,
): MailMessage {
  const name = oneLine(deal.name);
  return {
    to: buyer.email,
    subject: `Price drop: ${name}`,
    text: [
      greeting(buyer),
      '',
      `The price of the deal "${name}" dropped from ${dealPriceText(was, deal.price_unit)} to ${dealPriceText(deal.price, deal.price_unit)}.`,
      ...footer(deal, options),
    ].join('\n'),
  };
}
