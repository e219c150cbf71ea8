// The chat under load, through the gateway's websocket upgrade (socket.io clients, as the web app's):
//   node load-tests/chat-sockets.mjs [--mode single|distributed|both] [--rooms 500] [--runs 3] [--rounds 10]
// Setup (each system): N rooms = N offers, each by its own buyer (a token signed as identity signs one) on one of
// the demo sellers' Active deals; two sockets a room (the buyer's and the deal's seller's) connect and join.
//  - single (the single-machine marketplace): fan-out latency. In each round every buyer sends one message;
//    the latency is from the buyer's emit to the seller's socket in the same room getting it (`message` with that
//    client_id, one process clock). Rounds are paced within the chat's write limits. Prints p50/p95/p99/max,
//    delivered/sent, refusals and the time to connect and join every socket, median of the runs.
//  - distributed (every service its own process, two chat instances, on the engines of engines/engines.sh, which
//    it starts and stops unless they are already up): the kill test. Buyers send continuously for a few seconds,
//    one chat instance is killed (SIGKILL) during it; sockets reconnect through the gateway to the surviving one,
//    re-join and read the history (HTTP) for what they missed. Then every acknowledged message must be stored and
//    must have reached the seller live or through that history read. A send whose instance died before its ack is
//    "unacknowledged": once reconnected the buyer looks for its client_id in the history and sends it again (the
//    same client_id) only when it is not there, so nothing is stored twice. One kill run a start.
// Exits non-zero when a message is lost, a socket fails to join or to come back, or a setup step fails.
import { CHAT_API, CHAT_SOCKET_EVENTS as E, CHAT_SOCKET_PATH, OFFER_API, TRADER_API } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { root, signedToken, startDistributed, startSingleMachine } from './targets.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'single' },
    runs: { type: 'string', default: '3' },
    rooms: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '10' },
    // Milliseconds over which a round's sends are spread (0: all at once, a burst of one message a room).
    spread: { type: 'string', default: '0' },
    port: { type: 'string', default: '3970' },
    deals: { type: 'string', default: '60' },
    // The kill test: how long buyers send (one message a second each), and when one chat instance is killed.
    'burst-seconds': { type: 'string', default: '12' },
    'kill-after': { type: 'string', default: '5' },
  },
});
const MODES = { single: ['single'], distributed: ['distributed'], both: ['single', 'distributed'] };
if (!MODES[values.mode]) throw new Error(`--mode is single, distributed or both, not ${values.mode}`);
const rooms = Number(values.rooms);
const port = Number(values.port);
// A round at most every 1.1 s: each buyer sends one message a round, within 20 per 10 s a socket and 60 a minute
// an account (CHAT_LIMITS), fixed windows included.
const ROUND_MS = 1100;
const DELIVERY_WAIT_MS = 15_000;

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const log = (line) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Runs `work` over `items`, at most `width` at once. */
async function inBatches(items, width, work) {
  let next = 0;
  const results = new Array(items.length);
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

async function api(base, method, path, token, body) {
  const headers = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * An HTTP call retried on 5xx and network failures for about 40 s (an instance gone behind the gateway's round-robin,
 * or the survivor too busy to answer in time).
 */
async function apiRetried(base, method, path, token, body, attempts = 12) {
  for (let i = 1; ; i++) {
    try {
      const answer = await api(base, method, path, token, body);
      if (answer.status < 500 || i === attempts) return answer;
    } catch (error) {
      if (i === attempts) throw error;
    }
    await sleep(500 * i);
  }
}

/**
 * The rooms: `count` offers, offer i by `load-buyer-<i>` on the demo sellers' Active deals in turn (one open offer
 * per buyer and deal, one offer per buyer), each with its buyer's and seller's token.
 */
async function makeRooms(base, secret, count) {
  const deals = [];
  for (const account of DEMO_ACCOUNTS.filter((a) => a.roles.includes('seller'))) {
    const token = signedToken(secret, { sub: account.id, roles: account.roles });
    const own = await api(base, 'POST', TRADER_API.userDeals, token, { where: { status: 'Active' }, limit: 100 });
    if (own.status !== 200) throw new Error(`${account.id}'s deals answered ${own.status}: ${JSON.stringify(own.body)}`);
    for (const deal of own.body.data.items) deals.push({ deal, sellerToken: token });
  }
  if (deals.length === 0) throw new Error('no demo seller has an Active deal');
  const started = performance.now();
  const made = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const { deal, sellerToken } = deals[i % deals.length];
      const buyerToken = signedToken(secret, { sub: `load-buyer-${i}`, roles: ['customer'] });
      const offer = {
        listing_id: deal.id,
        price: deal.price,
        qty: deal.available_qty,
        incoterm: 'EXW',
        delivery_state: 'NV',
        payment_terms: 'prepayment',
        lead_time: 5,
      };
      const answer = await apiRetried(base, 'POST', OFFER_API.offers, buyerToken, offer);
      if (answer.status !== 201) throw new Error(`offer ${i} on deal ${deal.id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return { index: i, offerId: answer.body.data.id, buyerToken, sellerToken };
    },
  );
  log(
    `${count} offers on ${Math.min(count, deals.length)} deals of ${new Set(deals.map((d) => d.sellerToken)).size} sellers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return made;
}

/** Counts of refusals (`chat-error`, and acks answering `ok: false`) by event and status. */
class Refusals {
  counts = new Map();
  add(error) {
    const key = `${error?.event ?? '?'} ${error?.status ?? '?'}${error?.error ? ` '${error.error}'` : ''}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  get total() {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  toString() {
    return this.counts.size ? [...this.counts].map(([key, n]) => `${key}: ${n}`).join(', ') : 'none';
  }
}

function openSocket(base, token, reconnection) {
  return io(base, {
    path: CHAT_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection,
    reconnectionDelay: 300,
    reconnectionDelayMax: 2000,
    timeout: 20_000,
  });
}

const joined = (socket, offerId) => socket.timeout(30_000).emitWithAck(E.join, { offer_id: offerId });

/**
 * Two sockets a room, connected and joined, at most 50 rooms at once: resolves with the sockets, the seconds it
 * took and the sockets that failed (connect_error or a refused join).
 */
async function connectRooms(base, list, { reconnection, refusals }) {
  const failed = [];
  const started = performance.now();
  const connected = await inBatches(list, 50, async (room) => {
    const open = async (token, side) => {
      const socket = openSocket(base, token, reconnection);
      socket.on(E.error, (error) => refusals.add(error));
      try {
        await new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const ack = await joined(socket, room.offerId);
        if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack.error)}`);
      } catch (error) {
        failed.push(`${side} of room ${room.index}: ${error.message}`);
      }
      return socket;
    };
    const [buyer, seller] = await Promise.all([open(room.buyerToken, 'buyer'), open(room.sellerToken, 'seller')]);
    return { ...room, buyer, seller };
  });
  return { connected, seconds: (performance.now() - started) / 1000, failed };
}

function closeRooms(connected) {
  for (const room of connected) {
    room.buyer.disconnect();
    room.seller.disconnect();
  }
}

// ---- Fan-out latency (single machine) ------------------------------------------------------------------------

/** One run: connect and join every socket, `rounds` rounds of one message a buyer, then disconnect. */
async function latencyRun(base, list, rounds, run) {
  const refusals = new Refusals();
  const { connected, seconds, failed } = await connectRooms(base, list, { reconnection: false, refusals });
  const pending = new Map();
  const latencies = [];
  let sent = 0;
  let acked = 0;
  let delivered = 0;
  for (const room of connected) {
    room.seller.on(E.message, (message) => {
      const sentAt = pending.get(message.client_id);
      if (sentAt === undefined) return;
      pending.delete(message.client_id);
      latencies.push(performance.now() - sentAt);
      delivered++;
    });
  }
  const spread = Number(values.spread);
  let missing = 0;
  // Round 0 warms up (connections, caches) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    const roundStart = performance.now();
    const counted = round > 0;
    const before = { sent, delivered };
    const acks = connected.map(async (room, i) => {
      if (spread) await sleep((spread * i) / connected.length);
      const clientId = `r${run}-${round}-${room.index}`;
      pending.set(clientId, performance.now());
      if (counted) sent++;
      const ack = await room.buyer
        .timeout(DELIVERY_WAIT_MS)
        .emitWithAck(E.send, { offer_id: room.offerId, text: `load message ${clientId}`, client_id: clientId })
        .catch(() => ({ ok: false, error: { event: E.send, status: 'no ack' } }));
      if (ack.ok) {
        if (counted) acked++;
      } else {
        pending.delete(clientId);
        refusals.add(ack.error);
      }
    });
    await Promise.all(acks);
    const deadline = performance.now() + DELIVERY_WAIT_MS;
    while (pending.size && performance.now() < deadline) await sleep(20);
    if (counted) missing += pending.size;
    else {
      // The warm-up round's figures are dropped.
      latencies.length = 0;
      [sent, delivered] = [before.sent, before.delivered];
    }
    pending.clear();
    const wait = ROUND_MS - (performance.now() - roundStart);
    if (wait > 0) await sleep(wait);
  }
  closeRooms(connected);
  latencies.sort((a, b) => a - b);
  const result = {
    sockets: connected.length * 2 - failed.length,
    connectSeconds: seconds,
    joinFailures: failed,
    sent,
    acked,
    delivered,
    missing,
    refusals,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
  };
  log(
    `run ${run}: ${result.sockets} sockets joined in ${seconds.toFixed(1)} s; ${delivered}/${sent} delivered (${acked} acked, ${missing} missing); ` +
      `p50 ${ms(result.p50)} p95 ${ms(result.p95)} p99 ${ms(result.p99)} max ${ms(result.max)} ms; refusals: ${refusals}`,
  );
  for (const failure of failed.slice(0, 5)) log(`  join failed: ${failure}`);
  return result;
}

async function singleMachine() {
  log(`single machine: starting with ${values.deals} demo deals`);
  const market = await startSingleMachine(port, { deals: Number(values.deals), env: { ADDRESS_LIMIT_FACTOR: '100' } });
  try {
    const list = await makeRooms(market.url, market.jwtSecret, rooms);
    const results = [];
    for (let run = 1; run <= Number(values.runs); run++) results.push(await latencyRun(market.url, list, Number(values.rounds), run));
    const pick = (key) => median(results.map((r) => r[key]));
    const spread = Number(values.spread);
    console.log(
      `\nFan-out latency, single machine: ${rooms} rooms, ${rooms * 2} sockets, ${values.rounds} rounds a run ` +
        `(${spread ? `each buyer's message spread over ${spread} ms` : 'every buyer at once'}, a round every ${ROUND_MS} ms), median of ${results.length} runs`,
    );
    console.log('| run | connect + join s | sent | delivered | missing | refused | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    results.forEach((r, i) =>
      console.log(
        `| ${i + 1} | ${r.connectSeconds.toFixed(1)} | ${r.sent} | ${r.delivered} | ${r.missing} | ${r.refusals.total} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
      ),
    );
    console.log(
      `| median | ${pick('connectSeconds').toFixed(1)} | ${pick('sent')} | ${pick('delivered')} | ${pick('missing')} | ${median(results.map((r) => r.refusals.total))} | ${ms(pick('p50'))} | ${ms(pick('p95'))} | ${ms(pick('p99'))} | ${ms(pick('max'))} |`,
    );
    for (const [i, r] of results.entries()) if (r.refusals.total) console.log(`run ${i + 1} refusals: ${r.refusals}`);
    return results.every((r) => r.missing === 0 && r.joinFailures.length === 0);
  } finally {
    await market.stop();
  }
}

// ---- Kill test (distributed) -----------------------------------------------------------------------------------

/** Every message of a room's history, oldest first, read over HTTP as `token`'s side. */
async function fullHistory(base, offerId, token) {
  const items = [];
  let before;
  for (;;) {
    const query = `?limit=100${before ? `&before=${before}` : ''}`;
    const answer = await apiRetried(base, 'GET', `${CHAT_API.messages(offerId)}${query}`, token);
    if (answer.status !== 200) throw new Error(`history of ${offerId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    items.push(...answer.body.data.items);
    before = answer.body.data.next_before;
    if (!before) return items.reverse();
  }
}

async function killRun(market, list, run) {
  const base = market.url;
  const refusals = new Refusals();
  const { connected, seconds, failed } = await connectRooms(base, list, { reconnection: true, refusals });
  log(`kill run ${run}: ${connected.length * 2 - failed.length} sockets joined in ${seconds.toFixed(1)} s`);
  /** client_id -> { room, state: 'pending' | 'acked' | 'unacked' | 'refused', resent } */
  const sends = new Map();
  const live = new Set();
  const recovered = new Set();
  let reconnects = 0;
  let rejoinFailures = 0;
  let rejoinRetries = 0;
  let disconnected = 0;
  const catchUp = async (room) => {
    for (const message of await fullHistory(base, room.offerId, room.sellerToken))
      if (message.client_id && !live.has(message.client_id)) recovered.add(message.client_id);
  };
  for (const room of connected) {
    room.pendingAcks = new Set();
    room.seller.on(E.message, (message) => message.client_id && live.add(message.client_id));
    for (const [side, socket] of [
      ['buyer', room.buyer],
      ['seller', room.seller],
    ]) {
      socket.on('disconnect', (reason) => {
        if (reason === 'io client disconnect') return;
        disconnected++;
        if (side === 'buyer') {
          // The instance that had these sends is gone: their acks will never come.
          for (const clientId of room.pendingAcks) sends.get(clientId).state = 'unacked';
          room.pendingAcks.clear();
        }
      });
      // socket.io-client reconnects through the gateway (to whichever instance it routes to); the room is joined
      // again and the seller reads what it missed.
      // A join refused with 503 (the trader not answering in time) or not answered is tried again, as a client
      // does, up to 6 times 1 to 6 s apart; each retry is counted.
      socket.io.on('reconnect', async () => {
        reconnects++;
        for (let attempt = 1; ; attempt++) {
          try {
            const ack = await joined(socket, room.offerId);
            if (!ack.ok) throw Object.assign(new Error(JSON.stringify(ack.error)), { status: ack.error?.status });
            if (side === 'seller') await catchUp(room);
            return;
          } catch (error) {
            const retriable = error.status === 503 || error.status === undefined;
            if (!retriable || attempt === 6 || !socket.connected) {
              rejoinFailures++;
              log(`  ${side} of room ${room.index} could not re-join: ${error.message}`);
              return;
            }
            rejoinRetries++;
            await sleep(1000 * attempt);
          }
        }
      });
    }
  }
  const send = (room, clientId) =>
    new Promise((resolve) => {
      const entry = sends.get(clientId);
      entry.state = 'pending';
      room.pendingAcks.add(clientId);
      const timer = setTimeout(() => {
        if (room.pendingAcks.delete(clientId)) entry.state = 'unacked';
        resolve();
      }, 30_000);
      room.buyer.emit(E.send, { offer_id: room.offerId, text: `load message ${clientId}`, client_id: clientId }, (ack) => {
        clearTimeout(timer);
        // An ack after the socket dropped cannot come: the server that would send it is gone.
        if (!room.pendingAcks.delete(clientId)) return resolve();
        if (ack?.ok) entry.state = 'acked';
        else {
          entry.state = 'refused';
          refusals.add(ack?.error);
        }
        resolve();
      });
    });

  const burstMs = Number(values['burst-seconds']) * 1000;
  const killAfterMs = Number(values['kill-after']) * 1000;
  const chat = market.processes.filter((p) => p.name.startsWith('chat-'));
  const victim = chat[chat.length - 1];
  const burstStart = performance.now();
  let killedAt = null;
  const killer = sleep(killAfterMs).then(() => {
    process.kill(victim.pid, 'SIGKILL');
    killedAt = performance.now() - burstStart;
    log(`  killed ${victim.name} (pid ${victim.pid}) ${(killedAt / 1000).toFixed(1)} s into the burst`);
  });
  // Each buyer one message a second (within the per-socket and per-account limits), only while connected: a
  // socket.io client buffers what is emitted while disconnected and would send it after reconnecting, which a
  // chat client must not do behind its user's back.
  let skipped = 0;
  await Promise.all(
    connected.map(async (room, i) => {
      await sleep((1000 * i) / connected.length);
      for (let n = 0; performance.now() - burstStart < burstMs; n++) {
        const tick = performance.now();
        if (room.buyer.connected) {
          const clientId = `k${run}-${room.index}-${n}`;
          sends.set(clientId, { room, state: 'pending', resent: false });
          void send(room, clientId);
        } else skipped++;
        await sleep(Math.max(0, 1000 - (performance.now() - tick)));
      }
    }),
  );
  await killer;
  log(`  burst over: ${sends.size} sent, ${skipped} ticks skipped while a buyer was disconnected`);

  // Everyone back: every socket connected again (or given up on after 60 s), no ack outstanding.
  const deadline = performance.now() + 60_000;
  const everyoneBack = () => connected.every((r) => r.buyer.connected && r.seller.connected && r.pendingAcks.size === 0);
  while (!everyoneBack() && performance.now() < deadline) await sleep(200);
  const notBack = connected.flatMap((r) => [r.buyer, r.seller]).filter((s) => !s.connected).length;
  await sleep(2000);

  // Unacknowledged sends: in the history already (stored before the instance died), or sent again, same client_id.
  const unacked = [...sends].filter(([, s]) => s.state === 'unacked');
  let storedWithoutAck = 0;
  let resent = 0;
  const byRoom = Map.groupBy(unacked, ([, s]) => s.room);
  await inBatches([...byRoom], 20, async ([room, entries]) => {
    const stored = new Set((await fullHistory(base, room.offerId, room.buyerToken)).map((m) => m.client_id));
    for (const [clientId, entry] of entries) {
      if (stored.has(clientId)) {
        storedWithoutAck++;
        entry.state = 'acked-by-history';
      } else if (room.buyer.connected) {
        resent++;
        entry.resent = true;
        await send(room, clientId);
      }
    }
  });
  await sleep(3000);

  // What is stored, read once more by each seller (what a client reads when it comes back to the page).
  const stored = new Map();
  let duplicates = 0;
  await inBatches(connected, 20, async (room) => {
    for (const message of await fullHistory(base, room.offerId, room.sellerToken)) {
      if (!message.client_id) continue;
      if (stored.has(message.client_id)) duplicates++;
      stored.set(message.client_id, message);
    }
  });
  const counts = {
    sent: sends.size,
    acked: 0,
    ackedAfterResend: 0,
    unackedStored: storedWithoutAck,
    unackedResent: resent,
    unackedLeft: 0,
    refused: 0,
    stored: 0,
    live: 0,
    recovered: 0,
    onlyFinalRead: 0,
    lost: 0,
  };
  const lostIds = [];
  for (const [clientId, entry] of sends) {
    if (entry.state === 'refused') counts.refused++;
    if (entry.state === 'unacked' || entry.state === 'pending') counts.unackedLeft++;
    if (entry.state !== 'acked' && entry.state !== 'acked-by-history') continue;
    if (entry.state === 'acked') counts[entry.resent ? 'ackedAfterResend' : 'acked']++;
    const isStored = stored.has(clientId);
    if (isStored) counts.stored++;
    if (live.has(clientId)) counts.live++;
    else if (recovered.has(clientId)) counts.recovered++;
    else if (isStored) counts.onlyFinalRead++;
    if (!isStored) {
      counts.lost++;
      lostIds.push(clientId);
    }
  }
  // A stored message no send of ours accounts for would be a duplicate or a stray: counted with the duplicates.
  const strays = [...stored.keys()].filter((id) => id.startsWith(`k${run}-`) && !sends.has(id)).length;
  closeRooms(connected);
  const result = {
    ...counts,
    duplicates: duplicates + strays,
    reconnects,
    rejoinFailures,
    rejoinRetries,
    disconnected,
    notBack,
    joinFailures: failed,
    killedAt,
    victim: victim.name,
    connectSeconds: seconds,
    refusals,
  };
  log(`kill run ${run}: ${JSON.stringify({ ...result, refusals: String(refusals), joinFailures: failed.length })}`);
  if (lostIds.length) log(`  lost: ${lostIds.slice(0, 20).join(', ')}`);
  return result;
}

function enginesAreUp() {
  const status = spawnSync('bash', [join(root, 'engines', 'engines.sh'), 'status'], { cwd: root, encoding: 'utf8' }).stdout ?? '';
  return status
    .split('\n')
    .filter((line) => /^(kafka|ferretdb)\s/.test(line))
    .every((line) => /\sup\s/.test(line));
}

async function distributed() {
  const engines = join(root, 'engines', 'engines.sh');
  const alreadyUp = enginesAreUp();
  if (!alreadyUp) {
    log('starting the engines (bash engines/engines.sh start)');
    if (spawnSync('bash', [engines, 'start'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }).status !== 0)
      throw new Error('the engines did not start');
  } else log('the engines are up already: using them, and leaving them up');
  let market;
  try {
    const env = execFileSync('bash', [engines, 'env'], { cwd: root, encoding: 'utf8' });
    for (const line of env.split('\n').filter((l) => l.includes('='))) process.env[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    log(`distributed: starting every service (two chat instances) with ${values.deals} demo deals`);
    const started = performance.now();
    market = await startDistributed(port, { deals: Number(values.deals) }).catch((error) => {
      // Right after the engines start, a service's first topic creation can find Kafka not yet leading the new
      // partition ('This server does not host this topic-partition') and exit: one more start, from empty engines.
      log(`the distributed start failed (${error.message}): starting once more`);
      return startDistributed(port, { deals: Number(values.deals) });
    });
    log(`ready in ${((performance.now() - started) / 1000).toFixed(0)} s: ${market.processes.map((p) => p.name).join(', ')}`);
    const list = await makeRooms(market.url, market.jwtSecret, rooms);
    // One kill a start: another kill run is another run of the script.
    const results = [await killRun(market, list, 1)];
    console.log(
      `\nKill test, distributed: ${rooms} rooms, ${rooms * 2} sockets through the gateway, two chat instances, one killed (SIGKILL) during a ${values['burst-seconds']} s burst (each buyer one message a second)`,
    );
    console.log(
      '| run | killed | sent | acked | unacked: stored / resent / left | refused | stored | delivered live | recovered by history on reconnect | read only at the end | lost | duplicates | sockets dropped / reconnected | re-join retries / failures |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    results.forEach((r, i) =>
      console.log(
        `| ${i + 1} | ${r.victim} at ${(r.killedAt / 1000).toFixed(1)} s | ${r.sent} | ${r.acked + r.ackedAfterResend} (${r.ackedAfterResend} after resend) | ${r.unackedStored} / ${r.unackedResent} / ${r.unackedLeft} | ${r.refused} | ${r.stored} | ${r.live} | ${r.recovered} | ${r.onlyFinalRead} | ${r.lost} | ${r.duplicates} | ${r.disconnected} / ${r.reconnects} | ${r.rejoinRetries} / ${r.rejoinFailures} |`,
      ),
    );
    for (const [i, r] of results.entries()) if (r.refusals.total) console.log(`run ${i + 1} refusals: ${r.refusals}`);
    return results.every((r) => r.lost === 0 && r.joinFailures.length === 0 && r.rejoinFailures === 0 && r.notBack === 0);
  } finally {
    await market?.stop();
    if (!alreadyUp) spawnSync('bash', [engines, 'stop'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  }
}

async function main() {
  let ok = true;
  for (const mode of MODES[values.mode]) ok = (mode === 'single' ? await singleMachine() : await distributed()) && ok;
  if (!ok) {
    console.error('\nFAILED: a message was lost, or a socket failed to join or to come back (see above)');
    process.exit(1);
  }
  // socket.io clients and timers of the last run may hold the loop for a while: the figures are out.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
