/**
 * Where the checkout sends the buyer, and the e-mail the confirmation page looks the order up with. The
 * e-mail stays in sessionStorage under the order number, so a reload of the confirmation page (or a second
 * order in the same tab) still finds its own order, and it is gone once the tab is closed.
 */

/** The confirmation route under the shop area: /shop/checkout/confirmation/:orderNumber. */
export const CONFIRMATION_ROUTE = 'checkout/confirmation/:orderNumber';

export const confirmationPath = (orderNumber: string): string => `/shop/checkout/confirmation/${encodeURIComponent(orderNumber)}`;

const emailKey = (orderNumber: string): string => `solar.order.${orderNumber}.email`;

/** sessionStorage, or undefined where there is none (privacy modes that throw). */
function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberOrderEmail(orderNumber: string, email: string): void {
  try {
    storage()?.setItem(emailKey(orderNumber), email);
  } catch {
    // A full or blocked storage only costs the reload: the page then asks for the e-mail.
  }
}

export const recallOrderEmail = (orderNumber: string): string | undefined => storage()?.getItem(emailKey(orderNumber)) ?? undefined;
