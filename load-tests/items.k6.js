// k6 run -e BASE_URL=http://localhost:3000 load-tests/items.k6.js
// Product pages and shop search through the gateway, the two calls shoppers make most.
import http from 'k6/http';
import { check } from 'k6';
import { SharedArray } from 'k6/data';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const QUERIES = new SharedArray('queries', () => ['mono', 'inverter', 'battery 10kwh', 'bifacial', 'mc4', 'charge controller', 'jinko', 'lifepo4']);

export const options = {
  scenarios: {
    product_page: { executor: 'constant-vus', vus: 20, duration: __ENV.DURATION || '20s', exec: 'productPage' },
    search: { executor: 'constant-vus', vus: 20, duration: __ENV.DURATION || '20s', exec: 'search' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{scenario:product_page}': ['p(95)<300'],
    'http_req_duration{scenario:search}': ['p(95)<500'],
  },
};

export function setup() {
  const res = http.post(`${BASE_URL}/v1/client/items/search`, JSON.stringify({ limit: 100, fields: ['uuid'] }), {
    headers: { 'content-type': 'application/json' },
  });
  return { uuids: res.json('data.items').map((i) => i.uuid) };
}

export function productPage(data) {
  const uuid = data.uuids[Math.floor(Math.random() * data.uuids.length)];
  const res = http.get(`${BASE_URL}/v1/client/items/${uuid}`);
  check(res, { 'item 200': (r) => r.status === 200 });
}

export function search() {
  const query = QUERIES[Math.floor(Math.random() * QUERIES.length)];
  const res = http.post(`${BASE_URL}/v1/client/items/search`, JSON.stringify({ query, limit: 20 }), {
    headers: { 'content-type': 'application/json' },
  });
  check(res, { 'search 200': (r) => r.status === 200 });
}
