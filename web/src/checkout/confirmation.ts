/**
 * Where the checkout sends the buyer, and the e-mail the confirmation page looks the order up with. The
 * e-mail stays in sessionStorage under the order number, so a reload of the confirmation page (or a second
 * order in the same tab) still finds its own order, and it is gone once the tab is closed.
 */
import { sessionStore } from '../shared/browserStorage';

/** The confirmation route under the shop area: /shop/checkout/confirmation/:orderNumber. */
export const CONFIRMATION_ROUTE = 'checkout/confirmation/:orderNumber';

export const confirmationPath = (orderNumber: string): string => `/shop/checkout/confirmation/${encodeURIComponent(orderNumber)}`;

const emailKey = (orderNumber: string): string => `solar.order.${orderNumber}.email`;

export function rememberOrderEmail(orderNumber: string, email: string): void {
  try {
    sessionStore()?.setItem(emailKey(orderNumber), email);
  } catch {
    // A full or blocked storage only costs the reload: the page then asks for the e-mail.
  }
}

export const recallOrderEmail = (orderNumber: string): string | undefined => sessionStore()?.getItem(emailKey(orderNumber)) ?? undefined;
