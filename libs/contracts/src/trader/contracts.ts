/**
 * A contract: the quote version a buyer signed, immutable from then on. Signed waits for the buyer's payment
 * (the units stay held on the deal); Paid is the buyer's purchase (the deal's quantity dropped by it);
 * Cancelled is a contract called off before payment (its hold released).
 */
export const CONTRACT_STATUSES = ['Signed', 'Paid', 'Cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
