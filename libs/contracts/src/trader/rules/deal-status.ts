/**
 * A negotiable deal's life (trader-and-admin spec, section 4: the statuses are the spec's; which moves are
 * allowed, and whose they are, is ours, since the spec does not show them). One table, read by the trader
 * service to allow or refuse a move (422 with `dealMoveRefused`), by the web to offer only the moves a user
 * may make, and by the tests.
 */
export const DEAL_STATUSES = ['Incomplete', 'Pending', 'Approved', 'Rejected', 'Active', 'Inactive', 'Private', 'OutOfStock', 'Contract', 'Disabled'] as const;

export type DealStatus = (typeof DEAL_STATUSES)[number];

/**
 * Who moves a deal: its seller, an admin, or the marketplace itself (stock reaching zero, an accepted offer
 * becoming a contract). A seller never makes the system's moves, so a deal cannot be marked sold by hand.
 */
export type DealActor = 'seller' | 'admin' | 'system';

/**
 * Incomplete is a draft; Pending waits for an admin; Approved and Active are public (Approved: just approved,
 * Active: published again by its seller after a pause); Private is reachable by its link but not listed or
 * found; Inactive is paused by its seller; OutOfStock is set at zero quantity and lifted by restocking;
 * Contract is set when paid contracts take every unit, and lifted as OutOfStock is, by restocking (or by a
 * failed payment giving units back); Disabled is an admin's stop.
 */
export const DEAL_TRANSITIONS: Readonly<Record<DealStatus, Partial<Record<DealStatus, readonly DealActor[]>>>> = {
  Incomplete: { Pending: ['seller'] },
  Pending: { Approved: ['admin'], Rejected: ['admin'], Incomplete: ['seller'] },
  Rejected: { Pending: ['seller'] },
  Approved: { Active: ['seller'], Inactive: ['seller'], Private: ['seller'], OutOfStock: ['system'], Contract: ['system'], Disabled: ['admin'] },
  Active: { Inactive: ['seller'], Private: ['seller'], OutOfStock: ['system'], Contract: ['system'], Disabled: ['admin'] },
  Private: { Active: ['seller'], Inactive: ['seller'], OutOfStock: ['system'], Contract: ['system'], Disabled: ['admin'] },
  Inactive: { Active: ['seller'], Private: ['seller'], Disabled: ['admin'] },
  OutOfStock: { Active: ['system'], Inactive: ['seller'], Disabled: ['admin'] },
  Contract: { Active: ['system'] },
  Disabled: { Approved: ['admin'] },
};

/** Statuses whose deals anyone may list, find and open. */
export const PUBLIC_DEAL_STATUSES: readonly DealStatus[] = ['Approved', 'Active'];

/** Statuses whose deals may be opened by their link (listed and found only when public too). */
export const VISIBLE_DEAL_STATUSES: readonly DealStatus[] = [...PUBLIC_DEAL_STATUSES, 'Private', 'OutOfStock', 'Contract'];

/** Statuses whose deals take offers: the public ones, and a Private deal from the buyers its link reached. */
export const OFFERABLE_DEAL_STATUSES: readonly DealStatus[] = [...PUBLIC_DEAL_STATUSES, 'Private'];

export const isDealStatus = (value: unknown): value is DealStatus => (DEAL_STATUSES as readonly unknown[]).includes(value);

/** Whether `actor` may move a deal from `from` to `to`. */
export function canMoveDeal(from: DealStatus, to: DealStatus, actor: DealActor): boolean {
  return DEAL_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move a deal to from `from`, in the table's order. */
export function dealMovesFor(from: DealStatus, actor: DealActor): DealStatus[] {
  return (Object.entries(DEAL_TRANSITIONS[from]) as Array<[DealStatus, readonly DealActor[]]>).filter(([, actors]) => actors.includes(actor)).map(([to]) => to);
}

/** The answer to a move the table does not allow (422). */
export function dealMoveRefused(from: DealStatus, to: DealStatus, actor: DealActor): string {
  if (from === to) return `The deal is already ${from}.`;
  const who = actor === 'admin' ? 'an admin' : actor === 'seller' ? 'its seller' : 'the marketplace';
  const allowed = dealMovesFor(from, actor);
  const options = allowed.length ? ` From ${from}, ${who} may move it to ${allowed.join(', ')}.` : '';
  return `A ${from} deal cannot be moved to ${to} by ${who}.${options}`;
}
