import { customOrderStateName, type CustomOrderUnit, type CustomOrderView } from '@solar/contracts';
import { formatCount } from '../shared/format';

const UNIT_WORDS: Record<CustomOrderUnit, [one: string, many: string]> = {
  pieces: ['piece', 'pieces'],
  pallets: ['pallet', 'pallets'],
  containers: ['container', 'containers'],
  watts: ['watt', 'watts'],
  megawatts: ['MW', 'MW'],
};

/** "40 pallets", "1 container", "5 MW". */
export const customOrderQuantity = (order: Pick<CustomOrderView, 'quantity' | 'unit'>): string =>
  `${formatCount(order.quantity)} ${UNIT_WORDS[order.unit][order.quantity === 1 ? 0 : 1]}`;

/** Who asks, as the public sees it: the place, never the person. */
export const customOrderBuyer = (order: Pick<CustomOrderView, 'city' | 'state'>): string => `Buyer in ${order.city}, ${customOrderStateName(order.state)}`;

/** A YYYY-MM-DD day as "Mar 5, 2027", read as that calendar day wherever the browser is. */
export const formatDay = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
