import { MESSAGES, countOf } from '@solar/contracts';

/**
 * Labels of the buyer's deal browsing (the deals landing, the deal search and its category and wattage pages,
 * the 'Configure Your Deal' modal). The spec's own texts (the modal's title, buttons, unit labels and messages,
 * 'Deals Not Found!') come from MESSAGES; these are ours.
 */
export const BROWSE_TEXT = {
  landing: {
    title: 'Negotiable Deals',
    heading: 'Bulk solar deals, priced to negotiate',
    intro:
      'Panels by the pallet or container, inverters and batteries by the lot, from distributors, brokers and liquidators. ' +
      'Compare lots by price per watt, see the minimum order in pallets, containers or MW, the incoterm and where the stock sits, ' +
      'then make an offer: the seller stays anonymous.',
    points: ['Price per watt on every panel lot', 'MOQ in pallets, containers or MW', 'Offers and contract checkout'],
    categories: 'Deals by category',
    wattages: 'Panels by wattage',
    /** The trader's featured deals (listing/featured-deals): the largest lots; 'Featured deals' are the admin's picks. */
    featured: 'Largest lots',
    recent: 'Recent deals',
    viewAll: 'View all deals',
    dealCount: (count: number) => countOf(count, 'deal'),
  },
  search: {
    label: 'Search deals',
    /** Short enough to be read whole in the input of a 390 px phone, in the deals landing's card too (the hidden label says it searches deals). */
    placeholder: 'Name, brand or part no.',
    submit: 'Search',
  },
  listing: {
    crumbSearch: 'Search',
    allDeals: 'All deals',
    resultsFor: (q: string) => `Deals for “${q}”`,
    categoryHeading: (category: string) => `${category} Deals`,
    wattageHeading: (watts: number) => `${watts} Watt Solar Panels`,
    wattageIntro: (range: string) => `Panel lots rated ${range}, priced per watt.`,
    perWattIntro: 'Negotiable bulk lots, priced per watt.',
    perUnitIntro: 'Negotiable bulk lots, priced per unit.',
    count: (total: number) => countOf(total, 'deal'),
    results: 'Deals',
    pages: 'Deal result pages',
    loading: 'Loading deals…',
  },
  groups: {
    incoterm: 'Incoterm',
    moqUnit: 'MOQ unit',
    companyTier: 'Company tier',
    sector: 'Sector',
    wattage: 'Panel rating',
    pricePerWatt: 'Price per watt',
    pricePerUnit: 'Price per unit',
  },
  card: {
    noImage: 'No picture yet',
    unitPrice: 'Unit price',
    totalWatts: 'Total power',
    moq: 'MOQ',
    quantity: 'Quantity',
    incoterm: 'Incoterm',
    location: 'Ships from',
    leadTime: 'Lead time',
    condition: 'Condition',
    perPanel: (price: string) => `${price} per panel`,
  },
  modal: {
    equipment: 'Equipment type',
    anyEquipment: 'Any equipment',
    priceRange: 'Price range',
    minPrice: 'Min price',
    maxPrice: 'Max price',
    minSlider: 'Min price slider',
    maxSlider: 'Max price slider',
    panelWattage: 'Panel wattage',
    quantityUnit: 'Quantity unit',
  },
  brand: (id: string) => `Brand ${id}`,
  empty: MESSAGES.empty.deals,
} as const;
