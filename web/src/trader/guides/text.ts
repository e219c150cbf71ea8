import { DEAL_LIMITS, MESSAGES, countOf, type MoqUnit } from '@solar/contracts';
import type { GuidePoint } from '../../shared/components/GuideParts';

/**
 * The trader platform's guides (/solar-trader-platform, /trader/how-to-sell, /trader/how-to-buy) and its brands
 * page. The specs quote none of this text; the two ways to sell follow spec section 1 point by point.
 */

/** What each MOQ unit counts. */
export const MOQ_UNIT_EXPLAINED: Readonly<Record<MoqUnit, string>> = {
  panels: 'Single modules: the smallest step, for lots sold panel by panel.',
  pallets: 'Full pallets as packed at the factory, typically 26 to 36 panels each; every deal states its panels per pallet.',
  containers: "Full 40' containers, typically 620 to 720 panels; every deal states its panels per container.",
  MW: 'Megawatts of panel power (1 MW = 1,000,000 W): the number of panels depends on their wattage.',
};

export const GUIDE_TEXT = {
  platformCrumb: 'Solar Trader Platform',
  platform: {
    title: 'Solar Trader Platform',
    eyebrow: 'Negotiable bulk deals',
    heading: 'The trading floor for bulk solar equipment',
    lead:
      'Buy and sell solar panels by the pallet, container or megawatt, and inverters, batteries and balance-of-system parts by the lot. ' +
      'Every deal states its price per watt or per unit, its minimum order, incoterm, lead time and where the stock sits, and the price is yours to negotiate.',
    browse: 'Browse deals',
    howToBuy: 'How to buy',
    howToSell: 'How to sell',
    audienceTitle: 'Who trades here',
    audiences: [
      {
        icon: 'tools',
        title: 'Installers and EPCs',
        text: 'Source modules and inverters for the next projects by the pallet or container, from stock on hand or pre-production, at a negotiated price per watt.',
      },
      {
        icon: 'truck',
        title: 'Distributors and wholesalers',
        text: 'Top up inventory below list price, or move overstock and end-of-line models to buyers who take whole pallets.',
      },
      {
        icon: 'arrow-left-right',
        title: 'Brokers and liquidators',
        text: 'List surplus, project leftovers and refurbished equipment without showing your name, and sell to verified buyers.',
      },
    ] satisfies GuidePoint[],
    categoriesTitle: 'What is traded',
    compareTitle: 'Two ways to sell',
    compareIntro:
      'The marketplace has a fixed-price shop and this negotiable trader platform. Bulk lots belong here; single items and small quantities at a set price belong in the shop.',
    compareAspect: 'Aspect',
    compareRows: [
      { aspect: 'Price and terms', negotiable: 'Negotiable', buyNow: 'Fixed, non-negotiable' },
      { aspect: 'Minimum order', negotiable: 'Minimum order quantity (MOQ)', buyNow: 'No minimum quantity' },
      { aspect: 'Priced by', negotiable: 'Price per watt or quantity', buyNow: 'Quantity' },
      { aspect: 'Stock', negotiable: 'Inventory on hand or pre-production', buyNow: 'On-hand stock' },
      { aspect: 'How buyers buy', negotiable: 'Offers, then contract checkout', buyNow: 'Cart checkout with upfront payment' },
      { aspect: 'Shipping', negotiable: 'Agreed with the deal (incoterm)', buyNow: 'Shipping included or local pickup' },
      { aspect: 'Seller', negotiable: 'Anonymous', buyNow: 'Named supplier' },
      { aspect: 'Listings', negotiable: 'Moderated before they go live', buyNow: 'Listed in the seller’s store' },
    ],
    shop: 'Go to the shop',
    stepsTitle: 'How a deal works',
    steps: [
      { icon: 'clipboard-plus', title: 'A seller lists a lot', text: 'Price, MOQ, quantity, incoterm, lead time, location, pictures and datasheets.' },
      { icon: 'shield-check', title: 'An admin approves it', text: 'Every deal is reviewed before buyers see it: Pending, then Approved.' },
      { icon: 'chat-square-dots', title: 'Buyers make offers', text: 'Price, quantity and terms are negotiated on the platform; the seller stays anonymous.' },
      {
        icon: 'file-earmark-check',
        title: 'A contract closes it',
        text: 'An accepted offer becomes a contract with the agreed price, quantity and delivery term.',
      },
    ] satisfies GuidePoint[],
    closingTitle: 'Ready to trade?',
    closingText: 'Read the guide for your side of the deal, or go straight to the lots on offer.',
  },
  howToSell: {
    title: 'How to Sell',
    heading: 'How to sell bulk solar equipment',
    lead: 'List surplus panels, inverters, batteries and parts as negotiable deals, receive offers from installers, EPCs and distributors, and close with a contract, without revealing who you are.',
    steps: 'Steps',
    becomeSeller: {
      title: 'Become a seller',
      text: 'Deals are listed from a seller account. Register as a seller, or add the seller role to the account you buy with: one account can do both.',
      register: MESSAGES.welcomeModal.joinAsSeller,
      ready: 'Your account can sell. Your deals are waiting in your deal hub.',
      hub: 'Go to my deals',
    },
    createDeal: {
      title: 'Create a deal for each kind of equipment',
      text: 'Each equipment type has its own form, with the fields buyers of that equipment compare. One deal is one lot of one model.',
      forms: [
        {
          icon: 'sun',
          label: 'Solar panels',
          to: '/trader/create-deal',
          text: `Priced per watt (up to ${DEAL_LIMITS.pricePerWattDecimals} decimals, at most $${DEAL_LIMITS.pricePerWattMax}/W), with the panel wattage, technology, load ratings and MOQ in panels, pallets, containers or MW.`,
        },
        {
          icon: 'lightning-charge',
          label: 'Inverters',
          to: '/trader/create-deal-inverter',
          text: 'Priced per unit, with phase and sector (residential, commercial, utility scale).',
        },
        {
          icon: 'battery-charging',
          label: 'Batteries',
          to: '/trader/create-deal-battery',
          text: 'Priced per unit: name the chemistry and capacity in the title (LFP, 13.5 kWh) and attach the datasheet.',
        },
        {
          icon: 'boxes',
          label: 'Other components',
          to: '/trader/create-other-component-deal',
          text: 'Racking, cables, connectors, kits, lights, EV chargers and generators, priced per unit.',
        },
      ],
      checklistTitle: 'What to have ready',
      checklist: [
        'Pictures of the actual stock (labels, pallets) and the datasheets as PDF files',
        'Price per watt (panels) or per unit, and the MOQ with its unit',
        'Total quantity, units per pallet and per container',
        'Incoterm, lead time and how long offers stay valid',
        'Where the stock sits: city, state and zip of each location, with its quantity',
        'Inventory on hand, or pre-production with the date it is available',
      ],
      draft: 'Not everything at hand? Save the deal as a draft (Incomplete) and finish it later.',
    },
    moderation: {
      title: 'Moderation: Pending, then Approved',
      text: 'A new deal is Pending until an admin checks it. Once Approved it is public: buyers find it in the deal search and can make offers. A rejected deal comes back with the reason; fix it and send it again.',
      liveEdits: 'Editing a live deal does not take it offline: buyers keep seeing the approved version until an admin approves your changes.',
      statusesTitle: 'What each status means',
      status: 'Status',
      meaning: 'What it means',
    },
    offers: {
      title: 'Offers and contracts',
      points: [
        'Buyers make offers on your deal: a price, a quantity of at least the MOQ, and terms such as the incoterm or a delivery date.',
        'Accept, counter or decline each offer; an offer stays open for the offer validity you set.',
        'An accepted offer becomes a contract with the agreed price, quantity and terms, and the deal goes to Contract.',
        'Keep the inventory current: a deal whose quantity reaches zero is shown as Out of Stock until you restock it.',
      ],
    },
    anonymity: {
      title: 'You stay anonymous',
      text: 'On negotiable deals buyers never see your name, company, e-mail, account, storefront or street address. Locations show the city, state and zip only, and datasheets are renamed Document 1.pdf, Document 2.pdf, ...',
      tip: 'Keep it that way: no logos, phone numbers or web addresses in pictures, descriptions or datasheets.',
    },
    manage: 'Manage my deals',
  },
  howToBuy: {
    title: 'How to Buy',
    heading: 'How to buy solar equipment in bulk',
    lead: 'Find lots by price per watt, minimum order and location, make an offer on the price and terms, and close with a contract. Here is what each figure on a deal means.',
    find: {
      title: 'Find deals',
      text: 'Start from all deals, a category, or a panel wattage group; or search by model, brand or part number.',
      allDeals: 'All deals',
      search: 'Deal search',
      brands: 'Deals by brand',
    },
    filters: {
      title: 'Narrow the list with filters',
      text: 'Every filter shows how many deals each choice leaves, and the page address keeps your filters, so a search can be bookmarked or shared.',
      list: [
        'Category and subcategory',
        'Brand',
        'Condition',
        'Panel wattage group and exact wattage',
        'Colour',
        'Incoterm',
        'State where the stock sits',
        'MOQ unit: pallets, containers or MW',
        'Company tier',
        'Sector (inverters)',
        'Price range',
      ],
      categoryNote: 'Choosing another category starts its filters afresh: wattage, colour, tier, MOQ unit and price are cleared.',
    },
    pricePerWatt: {
      title: 'Price per watt',
      text: 'Panels are quoted per watt of rated power, so modules of different wattages compare directly. The price of one panel is the price per watt times its wattage.',
      exampleTitle: 'Example',
      example: (perWatt: string, watts: number, perPanel: string) => `${perWatt} × ${watts} W = ${perPanel} per panel`,
      palletExample: (panels: number, power: string, amount: string) => `A pallet of ${panels} panels is ${power}, or ${amount}.`,
      otherEquipment: 'Inverters, batteries and other equipment are priced per unit.',
    },
    moq: {
      title: 'Minimum order (MOQ) and its unit',
      text: 'Each deal sets the smallest quantity it sells, in one of these units. The deal page also shows the MOQ in panels.',
      unit: 'Unit',
      meaning: 'What it counts',
      mwExample: (watts: number, panels: number) => `For example, 1 MW of ${watts} W panels is ${countOf(panels, 'panel')}.`,
    },
    incoterms: {
      title: 'Incoterms: who ships, who pays, who carries the risk',
      text: 'The incoterm of a deal says where the seller hands the lot over. Compare deals on the landed cost: a DDP price includes what an EXW price leaves to you.',
      term: 'Incoterm',
      meaning: 'What it means for you',
    },
    timing: {
      title: 'Lead time and offer validity',
      text: (days: string) =>
        `The lead time is how many days the seller needs to have the lot ready once the contract is signed; the offer validity is how long your offer stays open for the seller to answer. Sellers choose from ${days} days.`,
    },
    offer: {
      title: 'Make an offer',
      points: [
        'Open the deal and choose Make an offer (sign in first, or register as a buyer).',
        'Propose your price per watt or per unit, a quantity of at least the MOQ, and your terms.',
        'The seller accepts, counters or declines. You negotiate on the platform; the seller stays anonymous.',
      ],
    },
    contract: {
      title: 'Contract',
      text: 'An accepted offer becomes a contract stating the price, quantity, incoterm and lead time you agreed. Check it, pay as it says, and arrange pick-up or delivery according to the incoterm.',
    },
    browse: 'Browse deals',
  },
  brands: {
    title: 'Trader Brands',
    intro: 'Manufacturers with deals on the trader platform, and how many deals each has.',
    deals: (count: number) => countOf(count, 'deal'),
    none: 'No brand has a deal on offer right now.',
    noMatch: 'No brand with deals matches that name.',
    list: 'Brands with deals',
  },
} as const;
