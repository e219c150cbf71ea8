/** The legal pages as first seeded; admins edit them afterwards. Plain language, written for buyers and sellers of solar equipment. */
export interface SeedPage {
  slug: string;
  title: string;
  summary: string;
  markdown: string;
}

export const LEGAL_PAGES: SeedPage[] = [
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    summary: 'The rules for using the marketplace, whether you browse, buy, sell or trade.',
    markdown: `## 1. Who we are and what these terms cover

Solar Marketplace runs a website where buyers and sellers of solar equipment meet: a fixed-price shop and a negotiable trader platform for bulk deals. These terms apply to every visit, account and listing. The [Terms of Sale](/terms-of-sale), [Buyer Terms](/buyer-terms), [Seller Terms](/seller-terms) and [Privacy Notice](/privacy-notice) add to them.

## 2. Your account

- You must be at least 18 and able to enter contracts for the business you represent.
- Keep your password to yourself. Everything done with your account is treated as done by you.
- Your name, company and contact details must be true and kept up to date. We may ask for proof of a business before you sell.
- One person may hold both the buyer and the seller role on one account.

## 3. What you may not do

- List equipment you do not own or are not authorised to sell, counterfeit modules, or goods under a recall.
- Share e-mail addresses, phone numbers or links in trader chats before a contract is signed in order to take a deal off the platform.
- Scrape the site, send automated requests beyond normal use, or try to reach data of other accounts.
- Post misleading specifications: wattage, efficiency, warranty and certification claims must match the manufacturer's datasheet.

## 4. Content you post

You keep the rights to your photos, descriptions and reviews, and you give us a licence to show them on the marketplace and in its marketing. Reviews must describe your own experience. We remove content that is unlawful, misleading or abusive.

## 5. Moderation

Negotiable deals and shop listings are reviewed before they go live and may be rejected, paused or removed, with a reason sent to the seller. Repeated breaches lead to the account being closed.

## 6. Liability

We provide the marketplace; the contract of sale is between buyer and seller. To the extent the law allows, our liability for any claim is limited to the fees we received for the transaction concerned. Nothing here limits liability that cannot be limited by law.

## 7. Changes

We may update these terms. The date of the last change is shown on this page; continuing to use the site after a change means you accept it. Questions: [contact us](/contact-us).`,
  },
  {
    slug: 'terms-of-sale',
    title: 'Terms of Sale',
    summary: 'How orders, prices, payment, delivery and returns work for purchases in the shop.',
    markdown: `## Prices and currency

All prices are in US dollars. Shop prices are fixed; bulk savings tiers lower the unit price automatically when your quantity reaches a tier. Sales tax is added at checkout where the seller must collect it. Negotiable deals on the trader platform are priced per watt or per unit and agreed in a contract instead.

## Placing an order

An order is placed when checkout confirms it and you receive an order number. Stock is reserved at that moment; if an item sells out while you pay, the order is cancelled and you are not charged.

## Payment

Cards are charged when the order is placed. We never store card numbers. The marketplace collects the payment and pays the seller after deducting its fee.

## Delivery

- **Shipping types:** FedEx parcel, FedEx or local pickup, free shipping, local pickup only, or freight calculated for your address.
- **Freight (LTL and full truckload):** pallets of modules and batteries travel by freight carrier. Someone must be present to receive them; say at checkout if your site needs a lift gate or has no loading dock, since these change the rate.
- **Inspect on delivery:** count pallets and look for crushed corners, broken glass or punctured packaging before signing. Note any damage on the delivery receipt ("subject to inspection" is not enough), photograph it, and tell the seller within 48 hours.

## Returns and refunds

Unused items in their original, unopened packaging may be returned within 30 days unless the listing says otherwise. Opened panels, batteries that have been connected, and special-order items are returnable only when defective. Freight costs of a return are paid by the buyer unless the item was wrong or damaged. Refunds go back to the card used, within 10 business days after the seller receives the return.

## Warranty

Manufacturer warranties pass to you as the end buyer. Keep your invoice and the serial numbers: module makers typically give a 10 to 25 year product warranty and a 25 to 30 year linear power warranty; inverters usually 5 to 12 years (often extendable); lithium batteries usually 10 years or a throughput limit in MWh, whichever comes first. Used and refurbished items carry only the warranty stated in the listing.`,
  },
  {
    slug: 'privacy-notice',
    title: 'Privacy Notice',
    summary: 'What we collect, why, who sees it and the choices you have.',
    markdown: `## What we collect

- **Account data:** name, e-mail, password (stored only as an Argon2id hash), company, addresses and roles.
- **Transactions:** orders, offers, quotes, contracts and payouts. Card numbers go straight to the payment processor; we keep only the last four digits.
- **Messages:** trader chats, questions to sellers, contact-form messages and reviews.
- **Usage:** pages visited and, when you arrive from a campaign link, its marketing parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content), which we count per source without tying them to your account.

## Why we use it

To run your account and orders, to let buyers and sellers negotiate, to prevent fraud and abuse, to answer support requests, and, only with your confirmed consent, to send the newsletter.

## Who sees it

- Sellers see the shipping details of the orders they must fulfil.
- On the trader platform the seller stays anonymous and contact details in chats are hidden until a contract is signed.
- Public pages show reviewers and board posters by display name only, never an e-mail address or account id.
- Service providers (hosting, payments, mail delivery, freight carriers) get what they need for their task and nothing more.

We do not sell personal data.

## Newsletter

Signing up sends a confirmation link; you are subscribed only after you follow it. Every newsletter has an unsubscribe link that works at once.

## Your choices

You can see and correct your profile and addresses in your account settings, ask for a copy or deletion of your data through the [contact form](/contact-us), and unsubscribe from the newsletter at any time. We keep order and tax records for as long as the law requires.`,
  },
  {
    slug: 'buyer-terms',
    title: 'Buyer Terms',
    summary: 'What buyers agree to when they order in the shop or negotiate bulk deals.',
    markdown: `## Buying in the shop

Shop items have a fixed price, any minimum order quantity stated on the listing, and are paid at checkout. The [Terms of Sale](/terms-of-sale) cover delivery, returns and refunds.

## Negotiating bulk deals

1. **Make an offer** on a deal: quantity (at least the deal's MOQ, in units, pallets or containers), price per watt or per unit, incoterm and delivery location.
2. **The seller answers:** accept, decline or counter. You may counter back; every step is recorded in the offer's chat.
3. **Quote and contract:** an accepted offer becomes a quote with taxes and legal terms, then a contract you sign. The contract is binding on both sides.
4. **Pay** through the marketplace by the date on the contract. The seller's identity and contact details are shown once the contract is signed.

## Incoterms

The incoterm on your contract decides who pays freight and insurance and where the risk passes to you. The common ones here:

- **EXW** (Ex Works): you collect at the seller's warehouse and carry all transport costs and risk.
- **FCA** (Free Carrier): the seller hands the goods, cleared for export, to your carrier.
- **FOB** (Free On Board, sea): risk passes when the goods are loaded on the vessel at the named port.
- **CIF / CIP:** the seller pays carriage and insurance to the named destination; risk passes at loading.
- **DAP** (Delivered At Place): the seller delivers to your site, unloading is yours.
- **DDP** (Delivered Duty Paid): the seller delivers to your site with import duties paid.

## Your obligations

Give a delivery address that can receive freight, inspect deliveries and note damage on the receipt, and pay on time. Walking away from a signed contract may close your trader account.`,
  },
  {
    slug: 'seller-terms',
    title: 'Seller Terms',
    summary: 'What sellers agree to when they list in the shop or on the trader platform.',
    markdown: `## Listing

- List only equipment you own or are authorised to sell, with its true condition (new, used, refurbished, B-grade), datasheet values and warranty.
- Photos must show the actual goods or the manufacturer's product; no borrowed pictures of other stock.
- Every new listing and every edit of a published deal is moderated before buyers see it.

## Prices and quantities

Shop prices include nothing hidden: shipping is shown as its own charge or as free. Keep quantities on hand accurate; an order you cannot fulfil is cancelled and counts against your account.

## Negotiable deals

Your identity stays hidden from buyers until a contract is signed. Do not share contact details in chats before that; they are masked automatically. Answer offers within the offer's validity; accepted offers become quotes and contracts you must honour.

## Fees and payouts

The marketplace keeps a platform fee on each line you sell (shown on every receipt and payout). Payouts are made to the bank account connected in your payout settings after the order is delivered or the contract is paid.

## Shipping and returns

Ship within the lead time you stated, with tracking. Pack modules on their original pallets with corner protection; ship batteries under the hazardous-materials rules that apply to them. Accept returns as the [Terms of Sale](/terms-of-sale) describe and your storefront's return policy promises.

## Ending

You may close your store at any time after open orders and contracts are completed. We may suspend a seller for misleading listings, unfulfilled orders or attempts to take deals off the platform.`,
  },
];
