// k6 run -e BASE_URL=http://localhost:3000 -e DEAL_SEARCHES="$(node load-tests/deal-searches.mjs)" load-tests/deals.k6.js
// Buyers on /trader/find: each request a deal search as the page sends it (a category, three filters and a text,
// 20 deals and the facet counts of every filter), built from a listing URL by load-tests/deal-searches.mjs
// (`node load-tests/k6.mjs` passes them in).
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const JSON_HEADERS = { 'content-type': 'application/json' };

export const options = {
  scenarios: {
    deal_search: { executor: 'constant-vus', vus: 20, duration: __ENV.DURATION || '20s' },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{scenario:deal_search}': ['p(95)<500'],
  },
};

/**
 * The searches, and that they find deals: an empty index would measure empty answers. Which of them find deals
 * depends on how many demo deals were seeded (test:engines seeds few, for a quick start on the engines).
 */
export function setup() {
  if (!__ENV.DEAL_SEARCHES) throw new Error('DEAL_SEARCHES is not set: pass -e DEAL_SEARCHES="$(node load-tests/deal-searches.mjs)"');
  const searches = JSON.parse(__ENV.DEAL_SEARCHES);
  const answers = searches.map((search) => http.post(`${BASE_URL}/listing/public/deals`, JSON.stringify(search.body), { headers: JSON_HEADERS }));
  const failed = answers.findIndex((answer) => answer.status !== 200);
  if (failed >= 0) throw new Error(`${searches[failed].url} answered ${answers[failed].status}`);
  if (!answers.some((answer) => answer.json('data.total') > 0)) throw new Error('no deal search finds a deal: is the deal index empty?');
  return { searches };
}

export default function (data) {
  const search = data.searches[Math.floor(Math.random() * data.searches.length)];
  const res = http.post(`${BASE_URL}/listing/public/deals`, JSON.stringify(search.body), {
    headers: JSON_HEADERS,
    tags: { name: 'listing/public/deals' },
  });
  check(res, {
    'deals 200': (r) => r.status === 200,
    // The sidebar's counts come with every page of results.
    'facets answered': (r) => r.status === 200 && typeof r.json('data.facets') === 'object' && Array.isArray(r.json('data.items')),
  });
}
