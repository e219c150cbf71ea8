// Bodies every rule accepts, for the system tests to send whole or to spoil one field at a time.
import { SANDBOX_TEST_CARDS, type CheckoutRequest, type ProductForm } from '@solar/contracts';
import { randomUUID } from 'node:crypto';

/**
 * A seller's product form every rule accepts, in category 1 and its subcategory `subcategoryId`, with
 * `overrides` on top (a field of the form, or one it does not know). Each form has an SKU of its own.
 */
export function validProductForm(
  subcategoryId: number,
  overrides: Partial<Record<keyof ProductForm, unknown>> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    category_id: 1,
    subcategory_id: subcategoryId,
    name: 'Test Panel 400W',
    description: '<p>A panel for the tests.</p>',
    meta_name: 'Test Panel 400W',
    meta_description: 'A 400 W panel for the tests.',
    price: 189.5,
    cost: 150,
    moq: 1,
    total_qty: 40,
    sku: `TST-${randomUUID().slice(0, 8)}`,
    part_number: 'PN-TST',
    condition: 'new',
    brand_id: 1,
    shipping_type: 'free_shipping',
    weight: 48,
    weight_unit: 'lb',
    length: 76,
    length_unit: 'in',
    width: 41,
    width_unit: 'in',
    height: 1.4,
    height_unit: 'in',
    reseller_id: 1,
    ...overrides,
  };
}

/** A shipping or billing address of the checkout form every rule accepts (Bella Buyer, Austin TX). */
export function checkoutAddress(overrides: Partial<CheckoutRequest['shipping']> = {}): CheckoutRequest['shipping'] {
  return {
    firstname: 'Bella',
    lastname: 'Buyer',
    phone: '(512) 555-0100',
    email: 'bella.buyer@example.com',
    address: '12 Sun Street',
    unit: 'Suite 4',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'United States',
    ...overrides,
  };
}

/** The payment block of the checkout form with a sandbox card (SANDBOX_TEST_CARDS: the success card unless named). */
export function sandboxPayment(card: string = SANDBOX_TEST_CARDS.succeeds): CheckoutRequest['payment'] {
  return { card_holder_name: 'Bella Buyer', card_number: card, cvc: '123', expiry_date: '12/30' };
}

/** A checkout every rule accepts: `checkoutAddress()` to ship and bill to, paid with the sandbox `card`, `extra` on top. */
export function checkoutRequest(card: string = SANDBOX_TEST_CARDS.succeeds, extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return { shipping: checkoutAddress(), billing: checkoutAddress(), payment: sandboxPayment(card), ...extra };
}
