/** The listing status filters of the trader platform, spelled as the spec spells them. */
export const LISTING_STATUSES = ['Pending', 'Approved', 'Incomplete', 'Rejected', 'Disabled', 'Contract', 'Active', 'OutOfStock', 'Inactive', 'All'] as const;

export type ListingStatusFilter = (typeof LISTING_STATUSES)[number];

/** The other status filter sets (seller and admin listings) also offer Private. */
export const LISTING_STATUSES_WITH_PRIVATE = [...LISTING_STATUSES, 'Private'] as const;

export type ListingStatusFilterWithPrivate = (typeof LISTING_STATUSES_WITH_PRIVATE)[number];

/** Moderation status of a shop item; only 'approved' (and active) items are suggested or listed publicly. */
export const ITEM_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type ItemStatus = (typeof ITEM_STATUSES)[number];
