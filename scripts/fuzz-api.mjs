// `npm run test:fuzz`: schemathesis (from PyPI) against the built single-machine marketplace, with the merged
// OpenAPI document the gateway serves, every operation, anonymous and signed in as a customer, a seller and an
// admin. Fails on any server error (5xx) and on any answer that breaks its documented schema or status codes.
//   npm run test:fuzz [-- --examples 20 --roles anonymous,customer]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, root } from './ensure-ready.mjs';

const SCHEMATHESIS_VERSION = '4.32.5';
const SCHEMATHESIS_LAUNCHER = `
import sys
sys.setrecursionlimit(20000)
from hypothesis.internal import lambda_sources
describe = lambda_sources._lambda_description
def describe_or_placeholder(f, *args, **kwargs):
    try:
        return describe(f, *args, **kwargs)
    except (RecursionError, SystemError, MemoryError):
        return 'lambda: <unknown>'
lambda_sources._lambda_description = describe_or_placeholder
import json, os, urllib.request
import schemathesis as st
cart = json.loads(os.environ.get('FUZZ_CART') or 'null')
if cart:
    def send(path, body):
        request = urllib.request.Request(cart['base'] + path, data=json.dumps(body).encode(), method='POST',
            headers={'content-type': 'application/json', 'authorization': cart['authorization']})
        try:
            urllib.request.urlopen(request, timeout=30).read()
        except Exception:
            pass
    @st.hook
    def before_call(context, case, kwargs):
        if case.operation.label == 'POST /v1/client/checkout':
            send('/v1/client/cart/_delete', {})
            send('/v1/client/cart', {'item_uuid': cart['item_uuid'], 'qty': 1})
from schemathesis.cli import schemathesis
sys.exit(schemathesis())
`;
const { values } = parseArgs({
  options: {
    examples: { type: 'string', default: '20' },
    roles: { type: 'string', default: 'anonymous,customer,seller,admin' },
    port: { type: 'string', default: '3960' },
    workers: { type: 'string', default: '2' },
    // Only the operations whose id matches, e.g. to look at a few closely: `-- --operations '^trader\\.Offers\\.'`.
    operations: { type: 'string' },
    // A folder to keep each role's JSON and NDJSON reports in (the run's own folder is removed at the end).
    reports: { type: 'string' },
  },
});

/**
 * schemathesis in a virtualenv of its own, cached per version like the engines: the command and its first
 * arguments. On a wide form of optional fields (the deal form) its coverage phase recurses deep enough that
 * Hypothesis, parsing a lambda's source only to name it in a description, trips CPython's AST depth check or
 * the recursion limit. That is a crash of the tool, not a finding about the API, and it is flaky (the parse is
 * cached, so a retry passes and Hypothesis reports "Inconsistent results"). So the launcher raises the
 * recursion limit and lets a failed description fall back to the placeholder Hypothesis itself uses when
 * confused.
 * A checkout takes the whole cart, so every later case would only meet "Your cart is empty": with FUZZ_CART set,
 * the launcher puts one unit of an item back in the role's cart before each checkout case.
 */
function schemathesis() {
  const cache = process.env.SOLAR_TOOLS_CACHE ?? join(homedir(), '.cache', 'solar-marketplace', 'tools');
  const venv = join(cache, `schemathesis-${SCHEMATHESIS_VERSION}`);
  const st = [join(venv, 'bin', 'python3'), ['-c', SCHEMATHESIS_LAUNCHER]];
  if (existsSync(join(venv, '.complete'))) return st;
  console.log(`Installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${venv} ...`);
  rmSync(venv, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const steps = [
    ['python3', ['-m', 'venv', venv]],
    [join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`]],
    ['touch', [join(venv, '.complete')]],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
  return st;
}

/** The demo accounts the run signs in as: one for each role, and the seller whose deal every role buys on. */
const ACCOUNTS = {
  customer: ['buyer@solar-marketplace.local', 'demo-buyer-2026'],
  // A seller (who also buys) owning neither of the demo data's first two deals: the documented examples name the
  // first, the coverage phase the first and second (the ids' lower bounds), and no seller may offer on, ask about
  // or follow a deal of their own.
  seller: ['trader@solar-marketplace.local', 'demo-trader-2026'],
  admin: ['admin@solar-marketplace.local', 'demo-admin-2026'],
  otherSeller: ['seller@solar-marketplace.local', 'demo-seller-2026'],
};

/** The documented offer example's proposal (request-descriptions.ts): each fuzzed deal takes it. */
const PROPOSAL = { price: 0.25, qty: 62, incoterm: 'EXW', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };

/**
 * A deal of each equipment the `{product}-offer-update` calls name (each refuses the others' deals), all one lot of
 * 20 pallets of 31 units with an MOQ of 2 pallets, as PROPOSAL assumes.
 */
const EQUIPMENT_DEALS = {
  panel: { category_id: 1, subcategory_id: 103, panel_wattage: 550, name: '550 W bifacial panels' },
  inverter: { category_id: 2, subcategory_id: 201, name: 'string inverters' },
  battery: { category_id: 3, subcategory_id: 301, name: 'LFP batteries' },
  other: { category_id: 4, subcategory_id: 401, name: 'roof mounts' },
};

/**
 * The data the fuzzed routes need to get past their 404 (schemathesis cannot guess an id): deals of the fuzzing
 * seller, approved by the demo admin (the marketplace seeds none of theirs that the examples fit), another seller's
 * deal, and a public item the fuzzing seller does not sell (a seller cannot buy their own).
 */
async function fixtures(base, tokens) {
  const sellerId = JSON.parse(Buffer.from(tokens.seller.split('.')[1], 'base64url').toString()).sub;
  const res = await fetch(`${base}/v1/client/items/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"limit":20}' });
  const item = (await res.json()).data?.items?.find((hit) => hit.owner_id !== sellerId && hit.stock >= 100);
  if (!item) throw new Error('no public item of another seller to fuzz the item routes with');
  let lots = 0;
  const deal = (owner, equipment) => publishDeal(base, tokens, owner, equipment, ++lots);
  // One deal for each negotiation (a buyer has one open offer a deal).
  const dealSet = async () => ({
    panel: await deal(tokens.seller, 'panel'),
    inverter: await deal(tokens.seller, 'inverter'),
    battery: await deal(tokens.seller, 'battery'),
    other: await deal(tokens.seller, 'other'),
    bid: await deal(tokens.seller, 'panel'),
    qty: await deal(tokens.seller, 'panel'),
    countered: await deal(tokens.seller, 'panel'),
  });
  // Two sets: the customer's negotiations, and the ones the seller's run answers (the roles run one after another,
  // and each would find the other's moved on).
  return { item, customerDeals: await dealSet(), sellerDeals: await dealSet(), otherSellersDeal: await deal(tokens.otherSeller, 'panel') };
}

/** A deal of `owner`, approved by the demo admin. */
async function publishDeal(base, tokens, owner, equipment, lot) {
  const { TRADER_API } = require(join(root, 'libs', 'contracts', 'dist'));
  const { name, ...category } = EQUIPMENT_DEALS[equipment];
  const deal = await post(base, TRADER_API.create, owner, {
    name: `Fuzzing lot ${lot}: ${name}`,
    description: `<p>Twenty pallets of ${name}.</p>`,
    condition: 'new',
    ...category,
    brand_id: 1,
    price: 0.25,
    moq: 2,
    moq_unit: 'pallets',
    units_per_pallet: 31,
    total_qty: 620,
    sku: `FUZZ-${lot}`,
    part_number: `FZ-${lot}`,
    weight: 28.5,
    weight_unit: 'kg',
    length: 2278,
    length_unit: 'mm',
    width: 1134,
    width_unit: 'mm',
    height: 35,
    height_unit: 'mm',
    shipping_type: 'local_pickup_only',
    incoterm: 'EXW',
    state: 'TX',
    inventory: 'on_hand',
    meta_name: `Lot of ${name}`,
    meta_description: `Twenty pallets of ${name}.`,
  });
  return post(base, TRADER_API.updateStatus, tokens.admin, { listing_id: deal.id, status: 'Approved' });
}

/**
 * New negotiations between the customer and the fuzzing seller on `deals`, one for each operation that moves one, so
 * that each operation's documented example is a next move of its own negotiation: the customer's offer on each
 * equipment's deal (Offered, revision 1), and for offer-status one the seller countered (revision 2), which either
 * side may withdraw. By operation id.
 */
async function negotiations(base, deals, tokens) {
  const offer = async (deal) => (await post(base, '/offer', tokens.customer, { listing_id: deal.id, ...PROPOSAL })).id;
  const countered = await offer(deals.countered);
  await post(base, `/update-bid/${countered}`, tokens.seller, { revision: 1, price: 0.26 });
  return {
    'trader.Offers.panelUpdate': await offer(deals.panel),
    'trader.Offers.inverterUpdate': await offer(deals.inverter),
    'trader.Offers.batteryUpdate': await offer(deals.battery),
    'trader.Offers.otherUpdate': await offer(deals.other),
    'trader.Offers.updateBid': await offer(deals.bid),
    'trader.Offers.updateQty': await offer(deals.qty),
    'trader.Offers.status': countered,
  };
}

/** The routes a buyer calls on someone else's deal: every role calls them on the other seller's. */
const BUYER_DEAL_OPERATIONS = ['trader.Offers.make', 'trader.Inquiries.ask', 'trader.DealSubscriptions.subscribe'];

/**
 * The operations a role cannot call: the guard refuses them before anything else runs (401 without a token, 403
 * without one of the roles the document's `x-roles` names), so fuzzing them as that role reaches nothing behind the
 * refusal. They are still called, a few times each, to check that the refusal keeps its documented shape.
 */
function closedOperations(document, roles) {
  const closed = [];
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      const needsToken = !operation.security?.some((requirement) => Object.keys(requirement).length === 0);
      const refused = roles === undefined ? needsToken : operation['x-roles']?.length && !operation['x-roles'].some((role) => roles.includes(role));
      if (refused) closed.push(operation.operationId);
    }
  }
  return closed;
}

/** A closed operation's budget: its documented examples and a couple of generated cases. */
const CLOSED_OPERATION = ['generation = { max-examples = 2 }', 'phases = { coverage = { enabled = false } }'];

/**
 * A role's schemathesis config: the number of examples, the item for `{uuid}`, `{item_uuid}`, `{id}` and
 * `item_uuid`, the fuzzing seller's panel deal for `{listing_id}` and `listing_id` (the other seller's for the
 * buyer's routes), the panel negotiation for `{offer_id}`, each negotiation operation's own, and the smaller budget
 * of the operations the role cannot call.
 */
function roleConfig(fixture, deals, offers, closed, examples) {
  const toml = (entries) => entries.map(([key, value]) => `"${key}" = ${JSON.stringify(value)}`);
  const global = [
    ['path.uuid', fixture.item.uuid],
    ['path.item_uuid', fixture.item.uuid],
    ['path.id', String(fixture.item.id)],
    ['path.listing_id', String(deals.panel.id)],
    ['path.offer_id', offers['trader.Offers.panelUpdate']],
    ['body.listing_id', deals.panel.id],
    ['body.item_uuid', fixture.item.uuid],
  ];
  const withParameters = new Map([
    ...Object.entries(offers).map(([operation, offerId]) => [operation, [['path.offer_id', offerId]]]),
    ...BUYER_DEAL_OPERATIONS.map((operation) => [operation, [['body.listing_id', fixture.otherSellersDeal.id]]]),
  ]);
  // One entry an operation: the first entry that matches one is the one it takes.
  const entry = (ids, settings) => ['', '[[operations]]', `include-operation-id = ${JSON.stringify(ids)}`, ...settings];
  const closedIds = new Set(closed);
  return [
    `generation.max-examples = ${Number(examples)}`,
    'phases.stateful.enabled = false',
    '',
    '[parameters]',
    ...toml(global),
    ...[...withParameters].flatMap(([operation, parameters]) =>
      entry(operation, [`parameters = { ${toml(parameters).join(', ')} }`, ...(closedIds.has(operation) ? CLOSED_OPERATION : [])]),
    ),
    ...(closed.some((id) => !withParameters.has(id))
      ? entry(
          closed.filter((id) => !withParameters.has(id)),
          CLOSED_OPERATION,
        )
      : []),
    '',
  ].join('\n');
}

/** A POST as `token`: its data, or an error naming the answer. */
async function post(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function signIn(base, email, password) {
  const res = await fetch(`${base}/v1/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data.auth.access_token;
}

ensureInstalled();
ensureBuilt();
const st = schemathesis();
const require = createRequire(import.meta.url);
const { startSingleMachineProcess } = require('./single-machine-process.cjs');

const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'solar-fuzz-'));
// The gateway's per-client limit would answer most of the run with 429; the account and mail limits stay on.
const { child } = await startSingleMachineProcess({
  port,
  dataDir,
  env: { LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '1000000', SEED_ITEMS_PER_CATEGORY: '2', NODE_ENV: 'development', DEMO_ACCOUNTS: 'true' },
});

let failed = false;
const totals = [];
try {
  const accounts = {};
  for (const [name, [email, password]] of Object.entries(ACCOUNTS)) accounts[name] = await signIn(base, email, password);
  const tokens = { anonymous: undefined, customer: accounts.customer, seller: accounts.seller, admin: accounts.admin };
  const fixture = await fixtures(base, accounts);
  const document = await (await fetch(`${base}/openapi.json`)).json();
  const customerOffers = await negotiations(base, fixture.customerDeals, accounts);
  const offersOf = {
    anonymous: customerOffers,
    customer: customerOffers,
    seller: await negotiations(base, fixture.sellerDeals, accounts),
    admin: customerOffers,
  };
  const dealsOf = { anonymous: fixture.customerDeals, customer: fixture.customerDeals, seller: fixture.sellerDeals, admin: fixture.customerDeals };
  // An item in each role's cart (the cart is the token's), for checkout and the cart line routes.
  for (const token of Object.values(tokens)) if (token) await post(base, '/v1/client/cart', token, { item_uuid: fixture.item.uuid, qty: 1 });
  for (const role of values.roles.split(',')) {
    if (!(role in tokens)) throw new Error(`unknown role ${role}`);
    const reportDir = join(dataDir, `report-${role}`);
    const config = join(dataDir, `schemathesis-${role}.toml`);
    const roles = tokens[role] ? JSON.parse(Buffer.from(tokens[role].split('.')[1], 'base64url').toString()).roles : undefined;
    const closed = closedOperations(document, roles);
    writeFileSync(config, roleConfig(fixture, dealsOf[role], offersOf[role], closed, values.examples));
    const args = [
      '--config-file',
      config,
      'run',
      `${base}/openapi.json`,
      '--checks',
      'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
      '--seed',
      '20261124',
      '--workers',
      values.workers,
      '--request-timeout',
      '30',
      '--continue-on-failure',
      // A failing case's request can be a megabyte long; the report names it, the log need not print it.
      '--output-truncate',
      'true',
      '--suppress-health-check',
      'all',
      '--report',
      'json,ndjson',
      '--report-dir',
      reportDir,
      '--report-json-path',
      join(reportDir, 'report.json'),
      ...(values.operations ? ['--include-operation-id-regex', values.operations] : []),
      ...(tokens[role] ? ['-H', `Authorization: Bearer ${tokens[role]}`] : []),
      // Sign-out revokes the token it is called with: fuzzed with the role's token, it would leave the rest of the
      // role's run testing nothing but 401s. The anonymous run fuzzes it; its revocation has system tests.
      ...(tokens[role] ? ['--exclude-path-regex', '/logout$'] : []),
    ];
    console.log(`\n=== schemathesis, ${role}: ${closed.length} operations closed to the role get a smaller budget ===`);
    const cart = tokens[role] ? JSON.stringify({ base, authorization: `Bearer ${tokens[role]}`, item_uuid: fixture.item.uuid }) : '';
    // Its own working folder: schemathesis keeps a cache of found failures there.
    const result = spawnSync(st[0], [...st[1], ...args], {
      cwd: dataDir,
      stdio: 'inherit',
      env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: '', FUZZ_CART: cart },
    });
    const report = readReport(reportDir);
    totals.push({ role, exit: result.status, ...report });
    if (result.status !== 0) failed = true;
    if (values.reports) cpSync(reportDir, join(values.reports, role), { recursive: true });
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nschemathesis summary');
for (const t of totals) {
  console.log(
    `  ${t.role.padEnd(9)} ${String(t.cases ?? '?').padStart(6)} cases, ${t.failing ?? '?'} failing, on ${t.operations ?? '?'} operations (exit ${t.exit})`,
  );
}
console.log(`  total cases: ${totals.reduce((sum, t) => sum + (t.cases ?? 0), 0)}`);
process.exit(failed ? 1 : 0);

/** What schemathesis' JSON report says of the run: cases generated, cases with failures, operations tested. */
function readReport(dir) {
  try {
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    return { cases: report.test_cases?.generated, failing: report.test_cases?.with_failures, operations: report.operations?.tested };
  } catch {
    return {};
  }
}
