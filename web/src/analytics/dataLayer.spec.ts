/** @jest-environment jsdom */
import { purchaseEvent, pushToDataLayer, trackAddToCart, trackLogin, trackLogout, trackPurchase, trackRemoveFromCart, type PurchasedOrder } from './dataLayer';

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
});

const panel = { id: 7, name: 'Tiger Neo 440W Panel', salePrice: 169.5 };

const order: PurchasedOrder = {
  order_number: 'SO-2026-000123',
  order_items: [
    { item_id: 7, name: 'Tiger Neo 440W Panel', brand_name: 'Jinko Solar', category_name: 'Solar Panels', qty: 10, price: 160 },
    { item_id: 9, name: 'Sunny Boy 7.7 Inverter', brand_name: 'SMA', category_name: 'Solar Inverters', qty: 1, price: 1890 },
  ],
  total_amount: 3785.5,
  tax: 280.5,
  shipping_cost: 15,
};

describe('data layer', () => {
  it('creates window.dataLayer when missing, and appends to one the tag manager made', () => {
    pushToDataLayer({ event: 'first' });
    expect(window.dataLayer).toEqual([{ event: 'first' }]);

    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    pushToDataLayer({ event: 'second' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'second' }]);
  });

  it('add_to_cart: content id, name, quantity, USD and the sale price as value', () => {
    trackAddToCart(panel, 10);
    expect(window.dataLayer).toEqual([
      { event: 'add_to_cart', content_ids: ['7'], content_name: 'Tiger Neo 440W Panel', content_type: 'product', quantity: 10, currency: 'USD', value: 169.5 },
    ]);
  });

  it('remove_from_cart: the same fields', () => {
    trackRemoveFromCart(panel, 3);
    expect(window.dataLayer).toEqual([
      {
        event: 'remove_from_cart',
        content_ids: ['7'],
        content_name: 'Tiger Neo 440W Panel',
        content_type: 'product',
        quantity: 3,
        currency: 'USD',
        value: 169.5,
      },
    ]);
  });

  it('login and logout', () => {
    trackLogin();
    trackLogout();
    expect(window.dataLayer).toEqual([{ event: 'login' }, { event: 'logout' }]);
  });
});

describe('purchase', () => {
  it('reports order number, ids, contents with brand, category, quantity and price, item count, total, tax, shipping and USD', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      transaction_id: 'SO-2026-000123',
      content_ids: ['7', '9'],
      contents: [
        { id: '7', name: 'Tiger Neo 440W Panel', brand: 'Jinko Solar', category: 'Solar Panels', quantity: 10, price: 160 },
        { id: '9', name: 'Sunny Boy 7.7 Inverter', brand: 'SMA', category: 'Solar Inverters', quantity: 1, price: 1890 },
      ],
      num_items: 11,
      value: 3785.5,
      tax: 280.5,
      shipping: 15,
      currency: 'USD',
    });
  });

  it('does nothing without the tracking function: nothing pushed, not even an empty data layer', () => {
    expect(trackPurchase(order)).toBe(false);
    expect(window.dataLayer).toBeUndefined();

    window.dataLayer = [];
    expect(trackPurchase(order)).toBe(false);
    expect(window.dataLayer).toEqual([]);
  });

  it('with gtag loaded: sends the event through gtag and pushes it to the data layer too', () => {
    const gtag = jest.fn();
    window.gtag = gtag;

    expect(trackPurchase(order)).toBe(true);

    const { event, ...fields } = purchaseEvent(order);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', fields);
    expect(window.dataLayer).toEqual([{ event, ...fields }]);
  });
});
