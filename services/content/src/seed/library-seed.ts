/** The FAQs, events, videos and advertising offers as first seeded. Answers and walkthroughs are markdown. */

export const FAQ_CATEGORIES = [
  { _id: 1, name: 'Buying', order: 1 },
  { _id: 2, name: 'Negotiable deals', order: 2 },
  { _id: 3, name: 'Shipping and freight', order: 3 },
  { _id: 4, name: 'Warranties and returns', order: 4 },
  { _id: 5, name: 'Selling', order: 5 },
];

export const FAQS: Array<{ _id: number; category_id: number; order: number; question: string; answer: string }> = [
  {
    _id: 1,
    category_id: 1,
    order: 1,
    question: 'What is the difference between Buy Now and negotiable deals?',
    answer:
      'Buy Now items in the shop have a fixed price, no minimum quantity and are paid at checkout. Negotiable deals on the trader platform are bulk lots with a minimum order (in units, pallets, containers or MW); you make an offer, the seller accepts or counters, and you sign a contract before paying.',
  },
  {
    _id: 2,
    category_id: 1,
    order: 2,
    question: 'Do I need an account to buy?',
    answer:
      'You can fill a cart as a guest. To check out, make offers or follow your orders you need an account; your guest cart moves into it when you sign in.',
  },
  {
    _id: 3,
    category_id: 1,
    order: 3,
    question: 'How do bulk savings work?',
    answer:
      'Some items have price tiers by quantity. When the quantity in your cart reaches a tier, the lower unit price applies automatically; the tiers are shown on the product page.',
  },
  {
    _id: 4,
    category_id: 1,
    order: 4,
    question: 'Which payment methods are accepted?',
    answer:
      'Mastercard, Visa, UnionPay and American Express. Cards are charged when the order is placed; contracts on the trader platform are paid through the marketplace by the date on the contract.',
  },
  {
    _id: 5,
    category_id: 2,
    order: 1,
    question: 'How does an offer work?',
    answer:
      "Choose a quantity of at least the deal's MOQ, your price (per watt for panels, per unit for inverters and batteries), an incoterm and a delivery state. The seller accepts, declines or counters. An accepted offer becomes a quote, then a contract both sides sign.",
  },
  {
    _id: 6,
    category_id: 2,
    order: 2,
    question: "Why can't I see who the seller is?",
    answer:
      'Sellers on the trader platform stay anonymous until a contract is signed, and e-mail addresses, phone numbers and links in chats are hidden until then. This keeps negotiations on the terms and the payment protected by the marketplace.',
  },
  {
    _id: 7,
    category_id: 2,
    order: 3,
    question: 'What do price per watt and MOQ mean?',
    answer:
      '**Price per watt** is the price of a module divided by its rated power: a 400 W panel at $0.25/W costs $100. **MOQ** is the minimum order quantity; in bulk deals it is often a number of pallets or containers.',
  },
  {
    _id: 8,
    category_id: 2,
    order: 4,
    question: 'Which incoterm should I choose?',
    answer:
      'If you have your own carrier or forwarder, **EXW** or **FCA** give you control of freight. If you want the equipment delivered to your site, ask for **DAP** (you unload) or **DDP** (duties paid as well). For imports by sea, **FOB** at the port of loading is common. See the [Buyer Terms](/buyer-terms).',
  },
  {
    _id: 9,
    category_id: 3,
    order: 1,
    question: 'How are panels shipped?',
    answer:
      'On pallets by freight carrier: roughly 26 to 36 modules per pallet. Single panels can ship by parcel only when the listing offers it. A 40-foot container holds about 620 to 720 modules.',
  },
  {
    _id: 10,
    category_id: 3,
    order: 2,
    question: 'What should I check when freight arrives?',
    answer:
      'Count the pallets, look for crushed corners, broken glass and torn wrap **before you sign**. Write any damage on the delivery receipt, take photos, and tell the seller within 48 hours. Claims without a note on the receipt usually fail.',
  },
  {
    _id: 11,
    category_id: 3,
    order: 3,
    question: 'Do I need a lift gate?',
    answer: 'If your site has no loading dock or forklift, yes: pallets of modules weigh 500 to 700 kg. Say so at checkout; it changes the freight rate.',
  },
  {
    _id: 12,
    category_id: 4,
    order: 1,
    question: 'Who handles warranty claims?',
    answer:
      'Manufacturer warranties pass to the end buyer: claims go to the manufacturer, with your invoice and the serial numbers. Keep both. Used and refurbished items carry only the warranty stated in their listing.',
  },
  {
    _id: 13,
    category_id: 4,
    order: 2,
    question: 'Can I return an item?',
    answer:
      'Unused items in their original, unopened packaging can be returned within 30 days unless the listing says otherwise. Opened panels and connected batteries are returnable only when defective. See the [Terms of Sale](/terms-of-sale).',
  },
  {
    _id: 14,
    category_id: 5,
    order: 1,
    question: 'How do I start selling?',
    answer:
      '[Register as a seller](/register/seller) or add the seller role in your account, add your warehouses, then list items in the shop or create negotiable deals. Every listing is reviewed before it goes live.',
  },
  {
    _id: 15,
    category_id: 5,
    order: 2,
    question: 'When am I paid?',
    answer:
      'After the order is delivered or the contract is paid, minus the platform fee shown on each receipt, to the bank account connected in your payout settings.',
  },
];

/** Days from the first start to a recurring webinar's date, so the seeded calendar is in the future. */
export function seedEvents(now: Date) {
  const at = (days: number, hourUtc: number) => {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hourUtc));
    return day;
  };
  const hours = (date: Date, h: number) => new Date(date.getTime() + h * 3_600_000);
  const list = [
    {
      title: 'Webinar: reading a solar module datasheet',
      summary:
        'Rated power, tolerance, temperature coefficients, degradation and the certifications to look for, with three real datasheets side by side. For installers and buyers new to bulk purchasing.',
      days: 10,
      hour: 18,
      length: 1,
    },
    {
      title: 'Webinar: negotiating bulk deals on the trader platform',
      summary:
        'From the first offer to the signed contract: MOQ, price per watt, incoterms, counter-offers and what to put in writing. Live walkthrough with questions.',
      days: 24,
      hour: 18,
      length: 1,
    },
    {
      title: 'Webinar: freight for solar equipment',
      summary:
        'Pallets, LTL or full truckload, containers, lift gates, dangerous-goods rules for lithium batteries, and how to file a damage claim that succeeds.',
      days: 38,
      hour: 18,
      length: 1,
    },
    {
      title: "Sellers' office hours",
      summary:
        'Bring your listings: our team reviews photos, descriptions, pricing and shipping settings with you, and answers questions about moderation and payouts.',
      days: 52,
      hour: 17,
      length: 2,
    },
  ];
  return list.map((event, index) => {
    const starts = at(event.days, event.hour);
    return {
      _id: index + 1,
      title: event.title,
      summary: event.summary,
      location: 'Online',
      is_online: true,
      starts_at: starts,
      ends_at: hours(starts, event.length),
      register_url: '/contact-us',
    };
  });
}

export const VIDEO_CATEGORIES = [
  { _id: 1, name: 'Buying guides' },
  { _id: 2, name: 'Trader platform' },
  { _id: 3, name: 'Selling' },
];

/** A chapter of a seeded clip: where it starts, its title, and the caption shown while it plays. */
export interface SeedChapter {
  start_seconds: number;
  title: string;
  caption: string;
}

/**
 * Each seeded video plays a short clip shipped with the service (services/content/assets/videos, made by
 * services/content/scripts/make-demo-videos.mjs from these chapters): one title card per chapter, so a chapter
 * link visibly lands on its card. The clip's captions and poster are written at seed time from the same data.
 */
export const SEED_CLIP_SECONDS = 10;

export const VIDEOS: Array<{
  _id: number;
  slug: string;
  title: string;
  summary: string;
  category_id: number;
  body: string;
  days_ago: number;
  chapters: SeedChapter[];
}> = [
  {
    _id: 1,
    slug: 'choosing-solar-panels',
    title: 'Choosing solar panels for a residential roof',
    summary: 'Wattage, size, efficiency, frame colour and warranty: what matters for a rooftop and what does not.',
    category_id: 1,
    days_ago: 40,
    chapters: [
      { start_seconds: 0, title: 'Power and size', caption: 'A 400 to 450 watt module is about 1.7 by 1.1 metres.' },
      { start_seconds: 2, title: 'Efficiency', caption: 'Efficiency matters most when roof space is short.' },
      { start_seconds: 4, title: 'Temperature coefficient', caption: 'A lower coefficient loses less power on hot days.' },
      { start_seconds: 6, title: 'Warranty', caption: 'Check both the product and the power warranty.' },
      { start_seconds: 8, title: 'Appearance', caption: 'All-black modules cost a little more and run warmer.' },
    ],
    body: `## In this video

1. **Power and size** - a 400 to 450 W module is about 1.7 x 1.1 m; count how many fit each roof face with the setbacks your fire code asks for.
2. **Efficiency** - matters when roof space is short; on a large roof the price per watt matters more.
3. **Temperature coefficient** - around -0.30 %/°C for TOPCon and HJT, -0.35 %/°C for PERC: hot climates lose less with the lower figure.
4. **Warranty** - product warranty (10 to 25 years) and power warranty (typically 80 to 87 % after 25 to 30 years).
5. **Appearance** - all-black modules cost a little more and run slightly warmer.`,
  },
  {
    _id: 2,
    slug: 'hybrid-inverters-and-batteries',
    title: 'Hybrid inverters and batteries explained',
    summary: 'How a hybrid inverter, a lithium battery and the grid work together, and how to size the battery.',
    category_id: 1,
    days_ago: 30,
    chapters: [
      { start_seconds: 0, title: 'What a hybrid inverter does', caption: 'It converts DC from panels and battery to AC.' },
      { start_seconds: 2, title: 'Backup or self-consumption', caption: 'Backup needs a critical-loads panel.' },
      { start_seconds: 4, title: 'Sizing the battery', caption: '10 to 15 kWh covers most homes overnight.' },
      { start_seconds: 6, title: 'Power versus energy', caption: 'Kilowatts limit what runs at once; kilowatt-hours, for how long.' },
      { start_seconds: 8, title: 'Chemistry', caption: 'LiFePO4 gives long cycle life and thermal stability.' },
    ],
    body: `## In this video

1. **What a hybrid inverter does** - converts DC from panels and the battery to AC, and charges the battery from either.
2. **Backup or self-consumption** - a backup system needs a critical-loads panel; self-consumption shifts daytime solar to the evening.
3. **Sizing the battery** - usable kWh against the evening load; 10 to 15 kWh covers most homes overnight without electric heating.
4. **Power versus energy** - continuous kW limits what can run at once; kWh limits for how long.
5. **Chemistry** - LiFePO4 gives long cycle life and thermal stability; check the warranty's throughput limit in MWh.`,
  },
  {
    _id: 3,
    slug: 'first-offer-on-a-bulk-deal',
    title: 'Making your first offer on a bulk deal',
    summary: 'A walkthrough of the trader platform: find a deal, make an offer, counter, sign the contract.',
    category_id: 2,
    days_ago: 20,
    chapters: [
      { start_seconds: 0, title: 'Find the deal', caption: 'Filter by category, wattage, MOQ unit, state and price.' },
      { start_seconds: 2, title: 'Read the terms', caption: 'MOQ, incoterm, lead time and offer validity.' },
      { start_seconds: 4, title: 'Make the offer', caption: 'Quantity, price, incoterm and delivery state.' },
      { start_seconds: 6, title: 'Counter-offers', caption: "Answer in the offer's chat; contacts stay hidden." },
      { start_seconds: 8, title: 'Quote and contract', caption: 'Review, sign, then pay through the marketplace.' },
    ],
    body: `## In this video

1. **Find the deal** - filter by category, wattage, MOQ unit, state and price range.
2. **Read the terms** - MOQ, incoterm, lead time, offer validity and condition.
3. **Make the offer** - quantity, price per watt or per unit, incoterm and delivery state.
4. **Counter-offers** - answer in the offer's chat; contact details stay hidden until the contract.
5. **Quote and contract** - review taxes and legal terms, sign, then pay through the marketplace.`,
  },
  {
    _id: 4,
    slug: 'listing-stock-that-sells',
    title: 'Listing stock that sells',
    summary: 'Photos, titles, datasheets and shipping settings that get listings approved and buyers interested.',
    category_id: 3,
    days_ago: 10,
    chapters: [
      { start_seconds: 0, title: 'Title', caption: 'Brand, model, power and key feature, within 65 characters.' },
      { start_seconds: 2, title: 'Photos', caption: 'The goods, the label with the model, and the pallet.' },
      { start_seconds: 4, title: 'Documents', caption: 'The datasheet and warranty terms as PDF.' },
      { start_seconds: 6, title: 'Shipping', caption: 'The warehouse, pallet size and local pickup.' },
      { start_seconds: 8, title: 'Moderation', caption: 'What reviewers check, and how to fix a rejection.' },
    ],
    body: `## In this video

1. **Title** - brand, model, power and the key feature, within 65 characters.
2. **Photos** - the actual goods or the maker's pictures, the label with the model, and the pallet.
3. **Documents** - the datasheet and warranty terms as PDF.
4. **Shipping** - the warehouse it ships from, pallet size, and whether local pickup is possible.
5. **Moderation** - what reviewers check, and how to fix a rejected listing.`,
  },
];

export const AD_OFFERS = [
  {
    _id: 1,
    order: 1,
    name: 'Home page banner',
    placement: 'Home page, top carousel',
    description: 'A full-width banner in the home page carousel, seen by every visitor who lands on the marketplace.',
    price_per_month: 1500,
    features: ['1600x675 picture with title and link', 'Up to 4 weeks per booking', 'Monthly click report'],
  },
  {
    _id: 2,
    order: 2,
    name: 'Featured product',
    placement: 'Home page, featured products row',
    description: 'Your shop item or negotiable deal in the featured row, marked as featured.',
    price_per_month: 600,
    features: ['One listing per booking', 'Shown while the listing is public', 'Monthly click report'],
  },
  {
    _id: 3,
    order: 3,
    name: 'Category sponsor',
    placement: 'Category and search result pages',
    description: 'A tile on the listing pages of one category (for example Solar Batteries), where buyers compare products.',
    price_per_month: 900,
    features: ['685x450 tile picture', 'One category per booking', 'Monthly click report'],
  },
  {
    _id: 4,
    order: 4,
    name: 'Newsletter feature',
    placement: 'Newsletter to confirmed subscribers',
    description: 'A product or brand story in one edition of the newsletter, sent only to subscribers who confirmed their address.',
    price_per_month: 750,
    features: ['Picture, 80 words and a link', 'One edition', 'Open and click counts'],
  },
];
