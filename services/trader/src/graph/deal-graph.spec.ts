import { DEAL_CATEGORIES, DEAL_GRAPH_WEEKS, TRADER_API, type DealGraph, type DealStatus } from '@solar/contracts';
import { SELLER_SECRETS, inverterForm, panelForm, startTraderHarness, type TraderHarness } from '../testing/trader-harness';

/** listing/graph-deals: a buyer's price chart of the public deals. */
let trader: TraderHarness;

beforeAll(async () => {
  trader = await startTraderHarness();
}, 60_000);

afterAll(async () => {
  await trader?.close();
});

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const graph = async (token: string | null = null) => {
  const answer = await trader.send('get', TRADER_API.graphDeals, undefined, token);
  expect(answer.status).toBe(200);
  return answer.body.data as DealGraph;
};

/** A panel deal in `status`, published in the week that starts on `monday` (YYYY-MM-DD), or `weeksBefore` weeks earlier. */
async function panelDeal(status: DealStatus, monday: string, watts: number, price: number, weeksBefore = 0) {
  const deal = await trader.dealIn(status, panelForm({ panel_wattage: watts, price }));
  await trader.deals.updateOne({ uuid: deal.uuid }, { $set: { published_at: new Date(Date.parse(`${monday}T00:00:01Z`) - weeksBefore * WEEK_MS) } });
  return deal;
}

describe('the price chart', () => {
  let thisWeek: string;

  beforeAll(async () => {
    thisWeek = (await graph()).to;
    await panelDeal('Active', thisWeek, 400, 0.2);
    await panelDeal('Approved', thisWeek, 410, 0.31);
    await panelDeal('Active', thisWeek, 495, 0.25);
    await panelDeal('Active', thisWeek, 450, 0.18, 3);
    await panelDeal('Active', thisWeek, 550, 0.22, 1);
    await panelDeal('Active', thisWeek, 590, 0.24, 1);
    // Not counted in the prices: published before the chart's first week, not public, or below 300 W.
    await panelDeal('Active', thisWeek, 620, 0.3, DEAL_GRAPH_WEEKS);
    await panelDeal('Private', thisWeek, 420, 0.05);
    await panelDeal('OutOfStock', thisWeek, 420, 0.05);
    await panelDeal('Active', thisWeek, 250, 0.05);
    await trader.dealIn('Pending', panelForm({ panel_wattage: 430, price: 0.01 }));
    await trader.dealIn('Active', inverterForm({ name: 'String inverters' }));
  });

  it('covers the last 12 weeks, Monday to Monday, the current one last', async () => {
    const chart = await graph();
    expect(new Date(`${chart.to}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(`${chart.to}T00:00:00Z`) - Date.parse(`${chart.from}T00:00:00Z`)).toBe((DEAL_GRAPH_WEEKS - 1) * WEEK_MS);
    expect(chart.price_unit).toBe('watt');
    for (const group of chart.wattage_groups) {
      expect(group.weeks).toHaveLength(DEAL_GRAPH_WEEKS);
      expect(group.weeks[0]!.week).toBe(chart.from);
      expect(group.weeks.at(-1)!.week).toBe(chart.to);
    }
  });

  it('gives count, min, median and max price per watt per wattage group and per week of publication', async () => {
    const chart = await graph();
    const group = (id: string) => chart.wattage_groups.find((entry) => entry.id === id)!;
    expect(chart.wattage_groups.map((entry) => [entry.id, entry.min_watts, entry.max_watts])).toEqual([
      ['300-watt', 300, 395],
      ['400-watt', 400, 495],
      ['500-watt', 500, 595],
      ['600-watt', 600, null],
    ]);

    expect(group('400-watt')).toMatchObject({ count: 4, min: 0.18, median: 0.225, max: 0.31 });
    expect(group('400-watt').weeks.at(-1)).toEqual({ week: thisWeek, count: 3, min: 0.2, median: 0.25, max: 0.31 });
    expect(group('400-watt').weeks.at(-4)).toMatchObject({ count: 1, min: 0.18, median: 0.18, max: 0.18 });
    expect(group('400-watt').weeks.at(-2)).toEqual({ week: group('400-watt').weeks.at(-2)!.week, count: 0, min: null, median: null, max: null });

    expect(group('500-watt')).toMatchObject({ count: 2, min: 0.22, median: 0.23, max: 0.24 });
    expect(group('500-watt').weeks.at(-2)).toMatchObject({ count: 2, median: 0.23 });
    // The 620 W deal was published before the chart's first week; nothing of 300 to 395 W is public.
    expect(group('600-watt')).toMatchObject({ count: 0, min: null, median: null, max: null });
    expect(group('300-watt').weeks.every((week) => week.count === 0)).toBe(true);
  });

  it('counts the public deals and their lot value per category, every category listed', async () => {
    const chart = await graph();
    expect(chart.categories.map((entry) => entry.category.id)).toEqual(DEAL_CATEGORIES.map((category) => category.id));
    const panels = chart.categories.find((entry) => entry.category.name === 'Solar Panels')!;
    // The eight public panel deals, 620 panels each, the 620 W and 250 W ones among them (Private and OutOfStock are not public).
    const lots = [400 * 0.2, 410 * 0.31, 495 * 0.25, 450 * 0.18, 550 * 0.22, 590 * 0.24, 620 * 0.3, 250 * 0.05];
    expect(panels).toEqual({
      category: { id: 1, name: 'Solar Panels', slug: 'solar-panels' },
      deals: 8,
      lot_value: Math.round(lots.reduce((sum, unit) => sum + Math.round(unit * 100) * 620, 0)) / 100,
    });
    expect(chart.categories.find((entry) => entry.category.name === 'Solar Inverters')).toMatchObject({ deals: 1, lot_value: 50000 });
    expect(chart.categories.find((entry) => entry.category.name === 'Solar Batteries')).toMatchObject({ deals: 0, lot_value: 0 });
  });

  it('names no seller, whoever asks', async () => {
    for (const token of [null, trader.sellerToken()]) {
      const json = JSON.stringify(await graph(token));
      for (const secret of SELLER_SECRETS) expect(json).not.toContain(secret);
      expect(json).not.toContain('owner_id');
    }
  });
});
