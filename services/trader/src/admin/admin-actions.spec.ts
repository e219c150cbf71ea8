import { getModelToken } from '@nestjs/mongoose';
import {
  ADMIN_MESSAGES,
  DEAL_MESSAGES,
  EVENTS,
  MESSAGES,
  OFFER_API,
  OFFER_MESSAGES,
  QUOTE_API,
  TRADER_API,
  dealMoveRefused,
  type AdminActionSettledPayload,
  type AdminDealChanges,
  type ContractView,
  type DealStatus,
  type DealView,
  type IntegrationEvent,
  type OfferView,
  type PageOf,
  type QuoteView,
  type SellerDealView,
  type TraderDealOwnerChangedPayload,
} from '@solar/contracts';
import { AccountContacts, EmbeddedBroker, Outbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { Deal } from '../deals/deal.schema';
import { Offer } from '../offers/offer.schema';
import { mailsTo } from '../testing/buyer-accounts';
import { ADMIN, BUYER, OTHER_SELLER, SELLER, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { TRANSFER_NOTE } from './ownership-transfers.service';

/**
 * The admin service's decisions on deals, applied by the trader's rules: each answered with exactly one
 * `trader.deal.admin-action-settled` (applied, unchanged or refused with the rule's message), a redelivery
 * changing nothing, a refusal changing nothing at all. The panel deal: 620 panels of 550 W at $0.25/W.
 */
const LIMITS = { perAccount: { points: 200, windowSeconds: 3600 }, perAddress: { points: 2000, windowSeconds: 3600 } };
const OTHER_SELLER_CONTACT = { user_id: OTHER_SELLER, email: 'other.seller@sun-traders.example', firstname: 'Olu', lastname: 'Bankole' };
const terms = { incoterm: 'FOB', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
let trader: TraderHarness;
let deals: Model<Deal>;
let offers: Model<Offer>;
let names = 0;
let buyers = 0;

beforeAll(async () => {
  trader = await startTraderHarness({ offerLimits: LIMITS });
  deals = trader.deals;
  offers = trader.get<Model<Offer>>(getModelToken(Offer.name));
  const contacts = trader.get(AccountContacts);
  await contacts.keep({ user_id: SELLER.id, email: SELLER.email, firstname: SELLER.firstname, lastname: SELLER.lastname });
  await contacts.keep(OTHER_SELLER_CONTACT);
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const otherSellerToken = () => trader.token(OTHER_SELLER, ['customer', 'seller']);
const adminToken = () => trader.token(ADMIN, ['admin']);

/** A deal of SELLER in `status`, named uniquely (the seller's mails are told apart by it). */
async function dealIn(status: DealStatus, form: (overrides: Record<string, unknown>) => Record<string, unknown> = panelForm): Promise<SellerDealView> {
  return trader.dealIn(status, form({ name: `Admin test deal ${++names}` }));
}

async function newBuyer(): Promise<{ id: string; token: string }> {
  const id = `${BUYER}-admin-${++buyers}`;
  await trader.get(AccountContacts).keep({ user_id: id, email: `${id}@buyer.example`, firstname: 'Rosa', lastname: 'Marquez' });
  return { id, token: trader.token(id, ['customer']) };
}

const stored = async (uuid: string) => (await deals.findOne({ uuid }).lean<Deal>())!;
const sellerView = async (id: number, token = trader.sellerToken()) =>
  (await trader.send('get', TRADER_API.deal(id), undefined, token)).body.data as SellerDealView;

/** The answers to an admin action, once the relay has published what was written. */
async function answersTo(actionId: string): Promise<AdminActionSettledPayload[]> {
  await trader.get(Outbox).flush();
  return EmbeddedBroker.forDataDir(trader.dataDir)
    .readTopic(EVENTS.trader.dealAdminActionSettled)
    .map((message) => (JSON.parse(message.value) as IntegrationEvent<AdminActionSettledPayload>).data)
    .filter((answer) => answer.action_id === actionId);
}

async function topic<T>(type: string, key: string): Promise<T[]> {
  await trader.get(Outbox).flush();
  return EmbeddedBroker.forDataDir(trader.dataDir)
    .readTopic(type)
    .filter((message) => message.key === key)
    .map((message) => (JSON.parse(message.value) as IntegrationEvent<T>).data);
}

const outcomes = (answers: AdminActionSettledPayload[]) => answers.map((answer) => [answer.outcome, answer.reason]);

function moderate(deal: { uuid: string }, status: DealStatus, reason: string | null = null) {
  const actionId = randomUUID();
  return {
    actionId,
    event: trader.publish(EVENTS.admin.dealModerated, deal.uuid, { action_id: actionId, deal_uuid: deal.uuid, status, reason, at: new Date().toISOString() }),
  };
}

async function edit(deal: { uuid: string }, changes: AdminDealChanges) {
  const actionId = randomUUID();
  const event = await trader.publish(EVENTS.admin.dealEditRequested, deal.uuid, {
    action_id: actionId,
    deal_uuid: deal.uuid,
    changes,
    at: new Date().toISOString(),
  });
  return { actionId, event };
}

async function grant(deal: { uuid: string }, buyerIds: string[]) {
  const actionId = randomUUID();
  const event = await trader.publish(EVENTS.admin.dealPrivateGrantsChanged, deal.uuid, {
    action_id: actionId,
    deal_uuid: deal.uuid,
    buyer_ids: buyerIds,
    at: new Date().toISOString(),
  });
  return { actionId, event };
}

async function transfer(deal: { uuid: string }, to: string, compensates: string | null = null, actionId = randomUUID()) {
  const event = await trader.publish(EVENTS.admin.dealOwnershipTransferRequested, deal.uuid, {
    action_id: actionId,
    deal_uuid: deal.uuid,
    to_seller_id: to,
    compensates,
    at: new Date().toISOString(),
  });
  return { actionId, event };
}

/** A seller's edit of a published deal, waiting as its pending revision. */
async function editWaiting(deal: SellerDealView, overrides: Record<string, unknown>) {
  const sent = await trader.send('post', TRADER_API.updateListing, { ...panelForm({ name: deal.name }), ...overrides, listing_id: deal.id });
  expect(sent.status).toBe(200);
  expect((sent.body.data as SellerDealView).pending_revision).not.toBeNull();
}

describe('admin.deal.moderated', () => {
  it('approves a Pending deal as an admin move, answers applied, mails the seller once; a redelivery changes nothing and answers as the first delivery did', async () => {
    const deal = await dealIn('Pending');
    const { actionId, event } = moderate(deal, 'Approved');
    const envelope = await event;
    const approved = await sellerView(deal.id);
    expect(approved.status).toBe('Approved');
    expect(approved.status_history.at(-1)).toMatchObject({ from: 'Pending', to: 'Approved', by: 'admin', reason: null });
    expect((await trader.send('get', TRADER_API.deal(deal.id), undefined, null)).status).toBe(200);
    expect(await answersTo(actionId)).toEqual([
      { action_id: actionId, uuid: deal.uuid, title: deal.name, outcome: 'applied', reason: null, previous_seller_id: null, at: expect.any(String) },
    ]);
    const revision = (await stored(deal.uuid)).revision;

    await trader.redeliver(envelope);
    expect((await stored(deal.uuid)).revision).toBe(revision);
    expect(outcomes(await answersTo(actionId))).toEqual([
      ['applied', null],
      ['applied', null],
    ]);
    const mails = (await mailsTo(trader, SELLER.email)).filter((mail) => mail.subject.includes(deal.name));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your deal ${deal.name} is live`]);
  });

  it('rejects with the reason the seller reads on the deal and in the mail', async () => {
    const deal = await dealIn('Pending');
    const { actionId, event } = moderate(deal, 'Rejected', 'Pictures <b>missing</b>.');
    await event;
    const rejected = await sellerView(deal.id);
    expect([rejected.status, rejected.status_reason]).toEqual(['Rejected', 'Pictures missing.']);
    expect(outcomes(await answersTo(actionId))).toEqual([['applied', null]]);
    const [mail] = (await mailsTo(trader, SELLER.email)).filter((m) => m.subject.includes(deal.name));
    expect(mail!.subject).toBe(`Your deal ${deal.name} was not approved`);
    expect(mail!.text).toContain('The reason given: Pictures missing.');
  });

  it('refuses what the transition table does not give an admin, and a rejection without its reason, writing nothing but the answer', async () => {
    const deal = await dealIn('Active');
    const before = await stored(deal.uuid);
    const moved = moderate(deal, 'Inactive');
    await moved.event;
    expect(outcomes(await answersTo(moved.actionId))).toEqual([['refused', dealMoveRefused('Active', 'Inactive', 'admin')]]);
    const pending = await dealIn('Pending');
    const unreasoned = moderate(pending, 'Rejected', '  ');
    await unreasoned.event;
    expect(outcomes(await answersTo(unreasoned.actionId))).toEqual([['refused', DEAL_MESSAGES.reasonRequired]]);
    expect((await stored(pending.uuid)).status).toBe('Pending');
    const after = await stored(deal.uuid);
    expect([after.status, after.revision, after.admin_actions]).toEqual([before.status, before.revision, []]);
    const unknown = moderate({ uuid: randomUUID() }, 'Approved');
    await unknown.event;
    expect(outcomes(await answersTo(unknown.actionId))).toEqual([['refused', ADMIN_MESSAGES.dealNotFound]]);
  });

  it('decides a waiting edit: Approved publishes it, Rejected discards it with the reason kept for the seller', async () => {
    const deal = await dealIn('Active');
    await editWaiting(deal, { price: 0.22 });
    const approve = moderate(deal, 'Approved');
    await approve.event;
    const published = await sellerView(deal.id);
    expect([published.status, published.price, published.pending_revision]).toEqual(['Active', 0.22, null]);
    expect(outcomes(await answersTo(approve.actionId))).toEqual([['applied', null]]);

    await editWaiting(published, { price: 0.3 });
    const reject = moderate(deal, 'Rejected', 'The price is a typo.');
    await reject.event;
    const kept = await sellerView(deal.id);
    expect([kept.price, kept.pending_revision, kept.revision_reason, kept.status]).toEqual([0.22, null, 'The price is a typo.', 'Active']);
    const subjects = (await mailsTo(trader, SELLER.email)).filter((m) => m.subject.includes(deal.name)).map((m) => m.subject);
    expect(subjects).toEqual([`Your changes to ${deal.name} are live`, `Your changes to ${deal.name} were not approved`]);
  });
});

describe('admin.deal.edit-requested', () => {
  it("applies the status, price and quantity together by the deal's rules", async () => {
    const deal = await dealIn('Active');
    const { actionId } = await edit(deal, { status: 'Disabled', price: 0.2345, total_qty: 310 });
    const edited = await sellerView(deal.id);
    expect([edited.status, edited.price, edited.total_qty]).toEqual(['Disabled', 0.2345, 310]);
    expect(outcomes(await answersTo(actionId))).toEqual([['applied', null]]);
  });

  it('is all or nothing: a refused change leaves every change of the deal unapplied, the reason naming each', async () => {
    const deal = await dealIn('Active');
    const before = await stored(deal.uuid);
    const panels = await edit(deal, { total_qty: 100, price: 1.5, status: 'Approved' });
    const [answer] = await answersTo(panels.actionId);
    expect(answer!.outcome).toBe('refused');
    expect(answer!.reason).toBe(`Status: ${dealMoveRefused('Active', 'Approved', 'admin')} Price: ${MESSAGES.advancedFilter.panelPriceOutOfRange}`);
    const after = await stored(deal.uuid);
    expect([after.total_qty, after.price, after.status, after.revision]).toEqual([before.total_qty, before.price, before.status, before.revision]);

    const inverter = await dealIn('Active', inverterForm);
    const cents = await edit(inverter, { price: 1250.555, total_qty: -1 });
    expect(outcomes(await answersTo(cents.actionId))).toEqual([
      ['refused', `Price: ${MESSAGES.limits.moneyCents} Quantity: ${MESSAGES.product.quantityWhole}`],
    ]);
    const fine = await edit(inverter, { price: 1199.99 });
    expect(outcomes(await answersTo(fine.actionId))).toEqual([['applied', null]]);
    expect((await stored(inverter.uuid)).price).toBe(1199.99);
  });

  it("moves the stock as listing/update-inventory does, also after the admin's own move, and refuses less than accepted offers hold", async () => {
    const active = await dealIn('Active');
    await edit(active, { total_qty: 0 });
    expect((await stored(active.uuid)).status).toBe('OutOfStock');

    const stopped = await dealIn('Disabled');
    const both = await edit(stopped, { status: 'Approved', total_qty: 0 });
    const moved = await stored(stopped.uuid);
    expect(moved.status).toBe('OutOfStock');
    expect(moved.status_history.slice(-2).map((h) => [h.from, h.to, h.by])).toEqual([
      ['Disabled', 'Approved', 'admin'],
      ['Approved', 'OutOfStock', 'system'],
    ]);
    const changes = await topic<{ status: string; revision: number }>(EVENTS.trader.dealStatusChanged, stopped.uuid);
    expect(changes.map((c) => [c.status, c.revision])).toEqual([
      ['Approved', moved.revision - 1],
      ['OutOfStock', moved.revision],
    ]);
    expect(outcomes(await answersTo(both.actionId))).toEqual([['applied', null]]);

    const held = await dealIn('Active');
    const buyer = await newBuyer();
    const made = (await trader.send('post', OFFER_API.offers, { listing_id: held.id, price: 0.24, qty: 124, ...terms }, buyer.token)).body.data as OfferView;
    expect((await trader.send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision })).status).toBe(200);
    const below = await edit(held, { total_qty: 100 });
    expect(outcomes(await answersTo(below.actionId))).toEqual([['refused', `Quantity: ${OFFER_MESSAGES.inventoryBelowReserved(124)}`]]);
    expect((await stored(held.uuid)).total_qty).toBe(620);
  });

  it('answers a redelivery as the first delivery did, and changes already made unchanged', async () => {
    const deal = await dealIn('Active');
    const { actionId, event } = await edit(deal, { price: 0.21 });
    const revision = (await stored(deal.uuid)).revision;
    await trader.redeliver(event);
    expect((await stored(deal.uuid)).revision).toBe(revision);
    expect(outcomes(await answersTo(actionId))).toEqual([
      ['applied', null],
      ['applied', null],
    ]);
    const same = await edit(deal, { price: 0.21, status: 'Active' });
    expect(outcomes(await answersTo(same.actionId))).toEqual([['unchanged', null]]);
  });
});

describe('admin.deal.private-grants-changed', () => {
  it('refuses grants on a deal that is not Private; an empty list is taken on any deal', async () => {
    const deal = await dealIn('Active');
    const refused = await grant(deal, ['someone']);
    expect(outcomes(await answersTo(refused.actionId))).toEqual([['refused', ADMIN_MESSAGES.privateNotPrivate]]);
    expect((await stored(deal.uuid)).private_buyer_ids).toEqual([]);
    // Redelivered after the deal went Private: refused once, it stays refused and changes nothing.
    await deals.updateOne({ uuid: deal.uuid }, { $set: { status: 'Private' } });
    await trader.redeliver(refused.event);
    expect((await stored(deal.uuid)).private_buyer_ids).toEqual([]);
    expect(outcomes(await answersTo(refused.actionId))).toEqual([['refused', ADMIN_MESSAGES.privateNotPrivate]]);
    const none = await grant(deal, []);
    expect(outcomes(await answersTo(none.actionId))).toEqual([['unchanged', null]]);
  });

  it('limits a Private deal to the chosen buyers, its seller and admins: anyone else finds no such deal, to open or to offer on', async () => {
    const deal = await dealIn('Private');
    const [chosen, other] = [await newBuyer(), await newBuyer()];
    const { actionId, event } = await grant(deal, [chosen.id, chosen.id]);
    expect(outcomes(await answersTo(actionId))).toEqual([['applied', null]]);
    expect((await stored(deal.uuid)).private_buyer_ids).toEqual([chosen.id]);
    await trader.redeliver(event);
    expect(outcomes(await answersTo(actionId))).toEqual([
      ['applied', null],
      ['applied', null],
    ]);

    const open = (token: string | null) => trader.send('get', TRADER_API.deal(deal.id), undefined, token);
    expect((await open(chosen.token)).status).toBe(200);
    for (const stranger of [other.token, null]) {
      const hidden = await open(stranger);
      expect([hidden.status, hidden.body.error]).toEqual([404, DEAL_MESSAGES.dealNotFound]);
    }
    expect((await open(trader.sellerToken())).body.data.owner_id).toBe(SELLER.id);
    expect((await open(adminToken())).status).toBe(200);
    const offer = (token: string) => trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.24, qty: 124, ...terms }, token);
    const refused = await offer(other.token);
    expect([refused.status, refused.body.error]).toEqual([404, DEAL_MESSAGES.dealNotFound]);
    expect((await offer(chosen.token)).status).toBe(201);

    // Without grants, anyone its link reached again.
    await grant(deal, []);
    expect((await open(other.token)).status).toBe(200);
    expect((await open(null)).body.data as DealView).toMatchObject({ id: deal.id, status: 'Private' });
  });
});

describe('admin.deal.ownership-transfer-requested', () => {
  async function acceptedAndQuoted(deal: SellerDealView) {
    const buyer = await newBuyer();
    const made = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.24, qty: 124, ...terms }, buyer.token)).body.data as OfferView;
    const accepted = await trader.send('post', OFFER_API.offerStatus(made.id), { status: 'Accepted', revision: made.revision });
    expect(accepted.status).toBe(200);
    expect((await trader.send('post', QUOTE_API.taxLegal(made.id), { charges: [] })).status).toBe(200);
    expect((await trader.send('post', QUOTE_API.quote(made.id), {})).status).toBe(201);
    return { buyer, offer: accepted.body.data as OfferView };
  }

  it("makes the deal and its open offers the new seller's, in their lists and not the old seller's; holds and quotes stay valid", async () => {
    const deal = await dealIn('Active');
    const agreed = await acceptedAndQuoted(deal);
    const bidder = await newBuyer();
    const open = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 62, ...terms }, bidder.token)).body.data as OfferView;
    const withdrawnBy = await newBuyer();
    const ended = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.2, qty: 62, ...terms }, withdrawnBy.token)).body
      .data as OfferView;
    await trader.send('post', OFFER_API.offerStatus(ended.id), { status: 'Withdrawn', revision: ended.revision }, withdrawnBy.token);
    const before = await stored(deal.uuid);

    const { actionId, event } = await transfer(deal, OTHER_SELLER);
    const moved = await stored(deal.uuid);
    expect(moved.owner_id).toBe(OTHER_SELLER);
    expect(moved.previous_owners).toEqual([{ seller_id: SELLER.id, until: expect.any(Date), action_id: actionId }]);
    expect(moved.status_history.at(-1)).toMatchObject({ from: 'Active', to: 'Active', by: 'admin', reason: TRANSFER_NOTE });
    expect(moved.reserved_qty).toBe(before.reserved_qty);
    expect(await answersTo(actionId)).toEqual([
      { action_id: actionId, uuid: deal.uuid, title: deal.name, outcome: 'applied', reason: null, previous_seller_id: SELLER.id, at: expect.any(String) },
    ]);
    const [changed] = await topic<TraderDealOwnerChangedPayload>(EVENTS.trader.dealOwnerChanged, deal.uuid);
    expect(changed).toEqual({
      action_id: actionId,
      deal_uuid: deal.uuid,
      deal_id: deal.id,
      offer_ids: expect.arrayContaining([agreed.offer.id, open.id]),
      compensation: false,
      at: expect.any(String),
    });
    expect(changed!.offer_ids).toHaveLength(2);
    const updates = await topic<{ revision: number }>(EVENTS.trader.dealUpdated, deal.uuid);
    expect(updates.at(-1)!.revision).toBe(moved.revision);

    // The new seller's lists hold the deal and its open offers and quote; the old seller's no longer do.
    const userDeals = async (token: string) =>
      ((await trader.send('post', TRADER_API.userDeals, {}, token)).body.data as PageOf<SellerDealView>).items.map((d) => d.id);
    const sellerOffers = async (token: string) =>
      ((await trader.send('get', `${OFFER_API.offers}?side=seller`, undefined, token)).body.data as PageOf<OfferView>).items.map((o) => o.id);
    const sellerQuotes = async (token: string) =>
      ((await trader.send('get', QUOTE_API.sellerQuotes, undefined, token)).body.data as PageOf<QuoteView>).items.map((q) => q.offer_id);
    expect(await userDeals(otherSellerToken())).toContain(deal.id);
    expect(await userDeals(trader.sellerToken())).not.toContain(deal.id);
    expect(await sellerOffers(otherSellerToken())).toEqual(expect.arrayContaining([agreed.offer.id, open.id]));
    expect(await sellerOffers(trader.sellerToken())).not.toEqual(expect.arrayContaining([agreed.offer.id]));
    expect(await sellerOffers(trader.sellerToken())).toContain(ended.id);
    expect(await sellerQuotes(otherSellerToken())).toContain(agreed.offer.id);
    expect(await sellerQuotes(trader.sellerToken())).not.toContain(agreed.offer.id);
    expect((await trader.send('get', OFFER_API.offer(open.id), undefined, trader.sellerToken())).status).toBe(403);
    expect((await trader.send('get', TRADER_API.deal(deal.id), undefined, otherSellerToken())).body.data.owner_id).toBe(OTHER_SELLER);

    // The new seller answers the open offer; the buyer signs the quote the old seller sent (same offer revision).
    const answered = await trader.send('post', OFFER_API.offerStatus(open.id), { status: 'Rejected', revision: open.revision }, otherSellerToken());
    expect(answered.status).toBe(200);
    const signed = await trader.send('post', QUOTE_API.contract(agreed.offer.id), { version: 1 }, agreed.buyer.token);
    expect(signed.status).toBe(201);
    expect((signed.body.data as ContractView).seller).toMatchObject({ email: OTHER_SELLER_CONTACT.email });

    // Redelivered: nothing moves again.
    const revision = (await stored(deal.uuid)).revision;
    await trader.redeliver(event);
    expect((await stored(deal.uuid)).revision).toBe(revision);
    expect(outcomes(await answersTo(actionId))).toEqual([
      ['applied', null],
      ['applied', null],
    ]);
    // The admin may hear the two answers in either order: both name the seller the deal had.
    expect((await answersTo(actionId)).map((answer) => answer.previous_seller_id)).toEqual([SELLER.id, SELLER.id]);
    expect(await topic(EVENTS.trader.dealOwnerChanged, deal.uuid)).toHaveLength(1);
  });

  it('refuses a deal under a signed, unpaid contract, a new owner buying on it, and an unknown deal, moving nothing', async () => {
    const deal = await dealIn('Active');
    const agreed = await acceptedAndQuoted(deal);
    expect((await trader.send('post', QUOTE_API.contract(agreed.offer.id), { version: 1 }, agreed.buyer.token)).status).toBe(201);
    const signed = await transfer(deal, OTHER_SELLER);
    expect(outcomes(await answersTo(signed.actionId))).toEqual([['refused', ADMIN_MESSAGES.signedContract]]);
    expect((await stored(deal.uuid)).owner_id).toBe(SELLER.id);

    const other = await dealIn('Active');
    const buyer = await newBuyer();
    const made = (await trader.send('post', OFFER_API.offers, { listing_id: other.id, price: 0.23, qty: 62, ...terms }, buyer.token)).body.data as OfferView;
    const toBuyer = await transfer(other, buyer.id);
    expect(outcomes(await answersTo(toBuyer.actionId))).toEqual([['refused', ADMIN_MESSAGES.targetIsBuyer]]);
    expect([(await stored(other.uuid)).owner_id, (await offers.findOne({ uuid: made.id }).lean())!.seller_id]).toEqual([SELLER.id, SELLER.id]);

    const unknown = await transfer({ uuid: randomUUID() }, OTHER_SELLER);
    expect(outcomes(await answersTo(unknown.actionId))).toEqual([['refused', ADMIN_MESSAGES.dealNotFound]]);
  });

  it('completes a transfer a crash interrupted, before or after the deal moved, and undoes one as a compensation', async () => {
    // Stopped after the offers moved, before the deal's write: the redelivery moves the deal and names them.
    const deal = await dealIn('Active');
    const buyer = await newBuyer();
    const made = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 62, ...terms }, buyer.token)).body.data as OfferView;
    await offers.updateOne({ uuid: made.id }, { $set: { seller_id: OTHER_SELLER } });
    const { actionId } = await transfer(deal, OTHER_SELLER);
    expect((await stored(deal.uuid)).owner_id).toBe(OTHER_SELLER);
    expect((await topic<TraderDealOwnerChangedPayload>(EVENTS.trader.dealOwnerChanged, deal.uuid))[0]!.offer_ids).toEqual([made.id]);
    expect(outcomes(await answersTo(actionId))).toEqual([['applied', null]]);

    // Stopped after the deal's write with an offer left behind: asked again, it is unchanged but the offer follows.
    const late = await newBuyer();
    const behind = (await trader.send('post', OFFER_API.offers, { listing_id: deal.id, price: 0.23, qty: 62, ...terms }, late.token)).body.data as OfferView;
    await offers.updateOne({ uuid: behind.id }, { $set: { seller_id: SELLER.id } });
    const again = await transfer(deal, OTHER_SELLER);
    expect(outcomes(await answersTo(again.actionId))).toEqual([['unchanged', null]]);
    expect((await offers.findOne({ uuid: behind.id }).lean())!.seller_id).toBe(OTHER_SELLER);

    // The compensation names the previous seller and the transfer it undoes.
    const back = await transfer(deal, SELLER.id, actionId, randomUUID());
    expect(outcomes(await answersTo(back.actionId))).toEqual([['applied', null]]);
    const returned = await stored(deal.uuid);
    expect(returned.owner_id).toBe(SELLER.id);
    expect(returned.previous_owners.map((owner) => owner.seller_id)).toEqual([SELLER.id, OTHER_SELLER]);
    const compensation = (await topic<TraderDealOwnerChangedPayload>(EVENTS.trader.dealOwnerChanged, deal.uuid)).at(-1)!;
    expect([compensation.action_id, compensation.compensation, [...compensation.offer_ids].sort()]).toEqual([back.actionId, true, [made.id, behind.id].sort()]);
    expect((await offers.find({ deal_uuid: deal.uuid }).lean()).map((offer) => offer.seller_id)).toEqual([SELLER.id, SELLER.id]);
  });
});
