import type { ListingId } from '@solar/contracts';
import { paths } from '../../paths';

/**
 * The seller's deal pages that paths.ts does not name yet (routes in ../routes.tsx): the four create forms, the
 * edit forms by deal id, the sold listing, and the deals listing opened on one status tab.
 */

/** The equipment each create form is for, as DealFormPage's `equipment` prop names it. */
export type DealEquipment = 'panel' | 'inverter' | 'battery' | 'other';

export const CREATE_DEAL_PATHS: Readonly<Record<DealEquipment, string>> = {
  panel: '/trader/create-deal',
  inverter: '/trader/create-deal-inverter',
  battery: '/trader/create-deal-battery',
  other: '/trader/create-other-component-deal',
};

export const traderSoldListing = '/trader/sold-listing';

export const editDealPath = (id: ListingId): string => `/trader/edit-deal?${new URLSearchParams({ id: String(id) })}`;

export const editInventoryPath = (id: ListingId): string => `/trader/edit-inventory?${new URLSearchParams({ id: String(id) })}`;

/** The deals listing on one status tab ('All' is the listing as it opens). */
export const dealsListingTabPath = (status: string): string =>
  status === 'All' ? paths.traderDealsListing : `${paths.traderDealsListing}?${new URLSearchParams({ status })}`;
