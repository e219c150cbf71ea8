// k6 run -e BASE_URL=http://localhost:3000 load-tests/cart.k6.js
// Guests filling carts: each iteration is a new guest who gets its guest session (identity issues the id and
// token that owns the cart), adds an item at its MOQ and reads the cart back, as the header does on every page.
// Writes go to the cart service's store; prices come from its read model.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

export const options = {
  scenarios: {
    guest_cart: { executor: 'constant-vus', vus: 20, duration: __ENV.DURATION || '20s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:add}': ['p(95)<400'],
    'http_req_duration{name:read}': ['p(95)<300'],
  },
};

/** Items a guest can add at their MOQ many times over: plenty of stock, no step, no maximum. */
export function setup() {
  const res = http.post(`${BASE_URL}/v1/client/items/search`, JSON.stringify({ limit: 100, fields: ['uuid'] }), JSON_HEADERS);
  const items = [];
  for (const { uuid } of res.json('data.items')) {
    const item = http.get(`${BASE_URL}/v1/client/items/${uuid}`).json('data');
    if (item.stock >= item.moq * 1000 && item.qty_step === 1 && item.max_qty === 0) items.push({ uuid, moq: item.moq });
    if (items.length === 10) break;
  }
  if (items.length === 0) throw new Error('no item has stock for a load test');
  return { items };
}

export default function (data) {
  const item = data.items[Math.floor(Math.random() * data.items.length)];
  const guest = http.post(`${BASE_URL}/login-info/guest-login`, '{}', { ...JSON_HEADERS, tags: { name: 'guest' } });
  check(guest, { 'guest session 200': (r) => r.status === 200 });
  const asGuest = { headers: { ...JSON_HEADERS.headers, authorization: `Bearer ${guest.json('data.auth.access_token')}` } };
  const added = http.post(`${BASE_URL}/v1/client/cart`, JSON.stringify({ item_uuid: item.uuid, qty: item.moq }), {
    ...asGuest,
    tags: { name: 'add' },
  });
  check(added, { 'added 200': (r) => r.status === 200 });
  const cart = http.post(`${BASE_URL}/v1/client/cart/search`, '{}', { ...asGuest, tags: { name: 'read' } });
  check(cart, { 'cart has the line': (r) => r.status === 200 && JSON.stringify(r.json('data')).includes(item.uuid) });
}
