import { DEAL_STATUSES, TRADER_API, canMoveDeal, dealMoveRefused, type DealActor, type DealStatus, type SellerDealView } from '@solar/contracts';
import { BusinessRuleError } from '@solar/platform';
import { ADMIN, OTHER_SELLER, startTraderHarness, type TraderHarness } from '../testing/trader-harness';
import { DealsService } from './deals.service';

/**
 * Every pair of statuses, for each of the three actors: the move is made when DEAL_TRANSITIONS gives it to the
 * actor, and refused with 422 and `dealMoveRefused` otherwise. The seller and admins move through
 * `listing/update-status`; the marketplace's own moves go through the one write every move takes.
 */
let trader: TraderHarness;
/** One complete deal per starting status, put back in that status before each attempt. */
const dealIn = new Map<DealStatus, SellerDealView>();

beforeAll(async () => {
  trader = await startTraderHarness();
  for (const status of DEAL_STATUSES) dealIn.set(status, await trader.dealIn(status));
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const REASON = 'Checked by the moderation team.';
const tokenOf: Record<Exclude<DealActor, 'system'>, () => string> = {
  seller: () => trader.sellerToken(),
  admin: () => trader.token(ADMIN, ['admin']),
};
const pairs = DEAL_STATUSES.flatMap((from) => DEAL_STATUSES.map((to) => [from, to] as const));

async function startingIn(from: DealStatus): Promise<SellerDealView> {
  const deal = dealIn.get(from)!;
  await trader.deals.updateOne({ uuid: deal.uuid }, { $set: { status: from } });
  return deal;
}

describe.each(['seller', 'admin'] as const)('by %s, through listing/update-status', (actor) => {
  it.each(pairs)('%s -> %s', async (from, to) => {
    const deal = await startingIn(from);
    const answer = await trader.send('post', TRADER_API.updateStatus, { listing_id: deal.id, status: to, reason: REASON }, tokenOf[actor]());
    if (canMoveDeal(from, to, actor)) {
      expect(answer.status).toBe(200);
      const moved = answer.body.data as SellerDealView;
      expect(moved.status).toBe(to);
      expect(moved.status_history.at(-1)).toEqual({ from, to, by: actor, reason: REASON, at: expect.any(String) });
    } else {
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 422, error: dealMoveRefused(from, to, actor) });
      expect((await trader.deals.findOne({ uuid: deal.uuid }).lean())!.status).toBe(from);
    }
  });
});

describe('by the marketplace, through the one write every move takes', () => {
  it.each(pairs)('%s -> %s', async (from, to) => {
    const deal = await startingIn(from);
    const move = () => trader.get(DealsService).change({ uuid: deal.uuid }, () => ({ move: { to, by: 'system', reason: null } }));
    if (canMoveDeal(from, to, 'system')) {
      expect((await move()).status).toBe(to);
    } else {
      await expect(move()).rejects.toEqual(new BusinessRuleError(dealMoveRefused(from, to, 'system')));
    }
  });
});

it('gives a seller no move on a deal of someone else, and an admin any of the table', async () => {
  const deal = await startingIn('Active');
  const refused = await trader.send('post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Inactive' }, trader.token(OTHER_SELLER, ['seller']));
  expect(refused.status).toBe(403);
  const stopped = await trader.send('post', TRADER_API.updateStatus, { listing_id: deal.uuid, status: 'Disabled', reason: REASON }, tokenOf.admin());
  expect(stopped.body.data).toMatchObject({ status: 'Disabled', status_reason: REASON });
});

it('refuses a status that is not one of the deal statuses', async () => {
  const deal = await startingIn('Active');
  const answer = await trader.send('post', TRADER_API.updateStatus, { listing_id: deal.id, status: 'Sold' });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ status: ['Choose one of the deal statuses.'] });
});
