import { DASHBOARD_API, type DashboardDeal, type DashboardGraph, type DashboardStats, type OfferParty } from '@solar/contracts';
import { useApi } from './useApi';

/*
 * The signed-in trader's own dashboard (DASHBOARD_API): figures of the user's deals, offers and contracts, never
 * of the other party. Each read is the user's, cached per user; nothing is fetched while signed out.
 */

/** The user's figures as a seller and as a buyer. */
export const useDashboardStats = () => useApi<DashboardStats>(['GET', DASHBOARD_API.stats], { as: 'user' });

/** The seller's deals with the newest activity (false waits: a user who sells nothing has none). */
export const useDashboardDeals = (enabled = true) => useApi<DashboardDeal[]>(enabled ? ['GET', DASHBOARD_API.deals] : null, { as: 'user' });

/** Accepted and paid volume per week on one side of the user's offers, over the server's default weeks. */
export const useDashboardGraph = (side: OfferParty) =>
  useApi<DashboardGraph>(['GET', `${DASHBOARD_API.graph}?${new URLSearchParams({ side })}`], { as: 'user', keepPreviousData: true });
