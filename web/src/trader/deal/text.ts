import type { DealInventory, DealStatus } from '@solar/contracts';

/**
 * Labels of the deal page (/trader/deal/{slug}-{id}). The specs quote none of these, so they are ours; anything
 * the message catalogue (MESSAGES in @solar/contracts) or SHARED_TEXT has is taken from there instead.
 */

export const INVENTORY_LABELS: Readonly<Record<DealInventory, string>> = {
  on_hand: 'Inventory on hand',
  pre_production: 'Pre-production',
};

/** What each status means for the deal's seller: who sees it, and what to do next. */
export const DEAL_STATUS_NOTES: Readonly<Record<DealStatus, string>> = {
  Incomplete: 'A draft: finish it and send it for approval. Buyers cannot see it.',
  Pending: 'Waiting for an admin to approve it. Buyers cannot see it yet.',
  Approved: 'Live: buyers can find it and make offers.',
  Active: 'Live: buyers can find it and make offers.',
  Rejected: 'Not approved. Fix what the reason says, then send it again.',
  Inactive: 'Paused by you: buyers cannot see it.',
  Private: 'Not listed or found: only buyers with its link can open it.',
  OutOfStock: 'Out of stock: buyers see it as sold out. Restock it in Edit inventory to list it again.',
  Contract: 'Under contract with a buyer.',
  Disabled: 'Stopped by an admin: buyers cannot see it.',
};

export const DEAL_TEXT = {
  deals: 'Deals',
  brandDeals: (brand: string) => `More ${brand} deals`,
  figures: {
    title: 'Key figures',
    pricePerWatt: 'Price per watt',
    pricePerUnit: 'Price per unit',
    panelPrice: 'Panel price',
    noPrice: 'Price not set',
    totalWatts: 'Total watts',
    lotValue: 'Lot value',
    moq: 'Minimum order (MOQ)',
    quantity: 'Total quantity',
    unitOfMeasure: (um: string) => `Unit of measure: ${um}`,
    packing: 'Packing',
    perPallet: (units: string) => `${units} per pallet`,
    perContainer: (units: string) => `${units} per container`,
    incoterm: 'Incoterm',
    leadTime: 'Lead time',
    offerValidity: 'Offer validity',
    location: 'Stock location',
    inventory: 'Inventory',
    availableFrom: (date: string) => `available ${date}`,
  },
  offer: {
    make: 'Make an offer',
    signIn: 'Sign in to make an offer',
    hint: 'Propose your price, quantity and terms; the seller answers on the platform.',
    closed: {
      OutOfStock: 'This lot is sold out.',
      Contract: 'This lot is under contract with a buyer.',
    } as Partial<Record<DealStatus, string>>,
  },
  seller: {
    title: 'Your deal',
    adminTitle: 'Moderation',
    status: 'Status',
    reason: (reason: string) => `Reason: ${reason}`,
    revisionWaiting: (date: string) => `Your changes of ${date} are waiting for an admin's approval. Buyers see the version below until then.`,
    revisionRefused: (reason: string) => `An admin turned down your last changes: ${reason}`,
    editDeal: 'Edit deal',
    editInventory: 'Edit inventory',
    anonymous: 'Buyers never see your name, company or street address on this deal.',
  },
  sections: {
    description: 'Description',
    specifications: 'Specifications',
    locations: 'Where the stock is',
    documents: 'Datasheets',
    tags: 'Tags',
  },
  specs: {
    technology: 'Panel technology',
    connector: 'Connector',
    frontLoad: 'Front load',
    rearLoad: 'Rear load',
    companyTier: 'Company tier',
    phase: 'Phase',
    sector: 'Sector',
    msrp: 'MSRP',
  },
  locations: { city: 'City', state: 'State', zip: 'Zip', qty: 'Quantity' },
  noDocuments: 'No datasheets for this deal.',
  noLocations: 'The seller has not listed where the stock is.',
} as const;
