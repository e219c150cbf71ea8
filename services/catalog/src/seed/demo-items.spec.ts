import { CATEGORIES, CONDITION_VALUES, DEMO_BRANDS } from '@solar/contracts';
import { PRODUCT_PICTURE_KINDS, PRODUCT_VIEWS, brandLogoSvg, productPictureSvg } from '@solar/platform';
import { renderDatasheetPdf } from './datasheet-pdf';
import { CATEGORY_PICTURES, demoItems, listedDaysAgo, type DemoItemDraft } from './demo-items';
import { MODEL_LINES, priceQuantity } from './model-lines';

const drafts = demoItems();

/** What a new unit sells for, per unit the shop prices it by ($/W, $/kWh, $/ft ...), by category. */
const PER_UNIT_RANGES: Record<string, (draft: DemoItemDraft) => [number, number] | null> = {
  'Solar Panels': (d) => (d.panel_wattage! >= 250 ? [0.18, 0.48] : [0.8, 1.6]),
  'Solar Inverters': (d) => (d.line.unit === 'W' ? [0.1, 0.85] : [35, 700]),
  'Solar Batteries': (d) => (d.line.unit === '' ? null : [150, 950]),
  'PV Cables': () => [0.2, 8],
  Transformer: () => [60, 270],
};

/** Whole-item price bounds per category, for new items. */
const PRICE_BOUNDS: Record<string, [number, number]> = {
  'Solar Panels': [5, 400],
  'Solar Inverters': [10, 16000],
  'Solar Batteries': [20, 16000],
  'Racking & Mounts': [5, 2700],
  'PV Cables': [8, 1100],
  'Complete PV Systems': [1000, 32000],
  'PV Connectors': [3, 250],
  'Components Parts': [3, 600],
  'DIY Kits & Equipment': [30, 1600],
  'Solar Lights': [15, 250],
  'EV Charging Stations': [30, 40000],
  'Cleaning & Maintenance': [20, 10000],
  'Off Grid Solar Systems': [150, 6000],
  Generator: [80, 10000],
  'Charge Controllers': [10, 750],
  'Smart Solar Solutions': [40, 2200],
  'Solar Water Pumping Systems': [200, 5300],
  'Solar Water Heaters': [600, 4300],
  'Hybrid Solar Systems': [800, 19000],
  Transformer: [800, 20000],
};

const newUnitPrice = (draft: DemoItemDraft) => draft.price / priceQuantity(draft.line, draft.rating ?? undefined);

describe('the demo catalogue', () => {
  it('is the same on every install and keeps the size it is asked for', () => {
    expect(demoItems()).toEqual(drafts);
    expect(drafts).toHaveLength(CATEGORIES.length * 16);
    expect(demoItems(2)).toHaveLength(CATEGORIES.length * 2);
    expect(demoItems(0)).toEqual([]);
  });

  it('lists each item long enough ago for its sales and its reviews, so sellers have years behind them', () => {
    for (const draft of drafts) {
      expect(listedDaysAgo(draft)).toBeGreaterThanOrEqual(Math.max(60, draft.sale_count * 2));
      for (const review of draft.reviews) expect(listedDaysAgo(draft)).toBeGreaterThan(review.days_ago);
    }
    // The busiest items have sold for years: a seller of hundreds of units each is not in their first year.
    expect(Math.max(...drafts.map(listedDaysAgo))).toBeGreaterThan(3 * 365);
  });

  it('has items of every seeded brand', () => {
    const brands = new Set(drafts.map((draft) => draft.brand));
    expect(DEMO_BRANDS.filter((brand) => !brands.has(brand))).toEqual([]);
  });

  it('names each item by its brand, a model line of that brand and its rating', () => {
    const linesOfBrand = new Map<string, Set<string>>();
    for (const lines of Object.values(MODEL_LINES))
      for (const line of lines) linesOfBrand.set(line.brand, (linesOfBrand.get(line.brand) ?? new Set()).add(line.model));
    for (const draft of drafts) {
      expect(draft.name.startsWith(`${draft.brand} ${draft.line.model}`)).toBe(true);
      expect(linesOfBrand.get(draft.brand)!.has(draft.line.model)).toBe(true);
      expect(MODEL_LINES[draft.category.name as keyof typeof MODEL_LINES]).toContain(draft.line);
    }
    // The mismatch shoppers noticed: a Jinko line under another maker.
    expect(drafts.filter((draft) => draft.name.includes('Tiger Neo')).every((draft) => draft.brand === 'Jinko Solar')).toBe(true);
    expect(drafts.filter((draft) => draft.name.includes('Hi-MO')).every((draft) => draft.brand === 'LONGi')).toBe(true);
    const panel = drafts.find((draft) => draft.category.name === 'Solar Panels')!;
    expect(panel.name).toMatch(/^LONGi Hi-MO 6 4[2-4]\dW Monocrystalline Module$/);
  });

  it('files each item under the subcategory of its product', () => {
    for (const draft of drafts) expect(draft.category.subcategories.map((sub) => sub.id)).toContain(draft.subcategoryId);
    const thinFilm = drafts.find((draft) => draft.name.includes('Thin Film'))!;
    expect(thinFilm.category.subcategories.find((sub) => sub.id === thinFilm.subcategoryId)!.name).toBe('Thin Film Panels');
  });

  it('prices items in the market range of their category', () => {
    for (const draft of drafts) {
      // Second-hand items sell below a new one: their bounds are from a tenth of the lower bound.
      const [lo, hi] = PRICE_BOUNDS[draft.category.name]!.map((bound, n) => (n === 0 && draft.condition !== 'new' ? bound / 10 : bound)) as [number, number];
      expect({ name: draft.name, price: draft.price, inRange: draft.price >= lo && draft.price <= hi }).toEqual({
        name: draft.name,
        price: draft.price,
        inRange: true,
      });
      const perUnit = draft.condition === 'new' ? PER_UNIT_RANGES[draft.category.name]?.(draft) : null;
      if (perUnit) {
        const unitPrice = newUnitPrice(draft);
        expect({ name: draft.name, unitPrice, inRange: unitPrice >= perUnit[0] && unitPrice <= perUnit[1] }).toEqual({
          name: draft.name,
          unitPrice,
          inRange: true,
        });
      }
    }
    const panels400to450 = drafts.filter(
      (draft) => draft.condition === 'new' && draft.panel_wattage !== null && draft.panel_wattage >= 400 && draft.panel_wattage <= 450,
    );
    expect(panels400to450.length).toBeGreaterThanOrEqual(2);
    for (const panel of panels400to450) expect(panel.price).toBeGreaterThanOrEqual(80);
    for (const panel of panels400to450) expect(panel.price).toBeLessThanOrEqual(205);
  });

  it('keeps MSRP above the price, discounts small and bulk tiers cheaper for more', () => {
    for (const draft of drafts) {
      expect(draft.msrp).toBeGreaterThan(draft.price);
      expect(Math.abs(draft.price * 100 - Math.round(draft.price * 100))).toBeLessThan(1e-6);
      if (draft.discount_unit === 'percent') expect(draft.discount).toBeLessThanOrEqual(15);
      if (draft.discount_unit === 'fixed') expect(draft.discount).toBeLessThan(draft.price * 0.1);
      let previous = draft.price;
      let previousMax = 0;
      for (const tier of draft.bulk_savings) {
        expect(tier.discounted_price).toBeLessThan(previous);
        expect(tier.min_qty).toBe(previousMax + (previousMax ? 1 : tier.min_qty));
        expect(tier.max_qty).toBeGreaterThan(tier.min_qty);
        previous = tier.discounted_price;
        previousMax = tier.max_qty;
      }
    }
  });

  it('says one condition per item, in words that agree with it, and an age only for second-hand items', () => {
    const seen = new Set(drafts.map((draft) => draft.condition));
    expect([...seen].every((condition) => CONDITION_VALUES.includes(condition))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(4);
    const contradictions: Record<string, RegExp> = {
      new: /\bused\b|pre-owned|refurbish|defect|for parts|open-box|in service/i,
      pre_owned: /\bnew\b|refurbish|defect|for parts/i,
      seller_refurbished: /\bnew\b|defect|for parts|pre-owned/i,
      defected: /\bnew\b|refurbish|pre-owned|tested and working/i,
      for_parts: /\bnew\b|refurbish|pre-owned|warranty applies/i,
      mix: /pre-owned|defect|for parts|refurbish/i,
    };
    const ownWords: Record<string, RegExp> = {
      new: /new and unused/i,
      pre_owned: /pre-owned/i,
      seller_refurbished: /refurbished/i,
      defected: /defective/i,
      for_parts: /for parts/i,
      mix: /mixed lot/i,
    };
    for (const draft of drafts) {
      expect(draft.description).toContain(draft.condition_text);
      expect(draft.condition_text).toMatch(ownWords[draft.condition]!);
      expect({ name: draft.name, text: draft.description, contradicts: contradictions[draft.condition]!.test(draft.description) }).toMatchObject({
        contradicts: false,
      });
      if (draft.condition === 'new' || draft.condition === 'mix') expect(draft.age).toBe('');
      else expect(Number(draft.age)).toBeGreaterThanOrEqual(1);
    }
    // Cables and connectors are not sold second-hand.
    expect(
      drafts.filter((draft) => ['PV Cables', 'PV Connectors'].includes(draft.category.name)).every((draft) => ['new', 'mix'].includes(draft.condition)),
    ).toBe(true);
  });

  it('gives a second-hand or defective item reviews about its condition and price, never that it matches the datasheet', () => {
    const secondHand = drafts.filter((draft) => draft.condition !== 'new');
    const defective = secondHand.filter((draft) => draft.condition === 'defected' && draft.reviews.length > 0);
    expect(defective.length).toBeGreaterThanOrEqual(1);
    const claimsWorkingAsNew = /matches the datasheet|performing as rated|exactly as described, arrived/i;
    const aboutConditionOrPrice = /used|second-hand|pre-owned|refurb|defect|fault|as is|parts|spares|mixed lot|open-box|price|cheap|wear/i;
    for (const draft of secondHand) {
      for (const review of draft.reviews) {
        expect({
          name: draft.name,
          condition: draft.condition,
          comment: review.comment,
          claimsWorkingAsNew: claimsWorkingAsNew.test(review.comment),
        }).toMatchObject({ claimsWorkingAsNew: false });
        expect({ condition: draft.condition, comment: review.comment, aboutConditionOrPrice: aboutConditionOrPrice.test(review.comment) }).toMatchObject({
          aboutConditionOrPrice: true,
        });
      }
    }
    // A new item's reviews never call it used or faulty.
    for (const draft of drafts.filter((d) => d.condition === 'new'))
      for (const review of draft.reviews) expect(review.comment).not.toMatch(/used|refurb|defect|fault|parts|open-box/i);
  });

  it('describes each item by its specs: electrical, mechanical data and warranty', () => {
    for (const draft of drafts) {
      expect(draft.specs.map((section) => section.heading)).toEqual(['Electrical data', 'Mechanical data', 'Warranty']);
      expect(draft.specs[0]!.rows.length).toBeGreaterThanOrEqual(3);
      expect(draft.specs[1]!.rows.find(([label]) => label === 'Weight')![1]).toContain(
        `${draft.weight.toLocaleString('en-US', { maximumFractionDigits: 1 })} lb`,
      );
    }
    const panel = drafts[0]!;
    expect(panel.description).toContain(`${panel.panel_wattage}W monocrystalline module from LONGi's Hi-MO 6 line`);
    expect(panel.specs[0]!.rows[0]).toEqual(['Maximum power (Pmax)', `${panel.panel_wattage} W`]);
  });
});

describe('the demo pictures and datasheets', () => {
  it('draw every category as its own kind of product, in three views', () => {
    expect(new Set(Object.values(CATEGORY_PICTURES)).size).toBe(CATEGORIES.length);
    const picture = { brand: 'SMA', model: 'Sunny Boy 5kW', plate: [['Rated AC output', '5 kW']] as const, hue: 120 };
    const fronts = PRODUCT_PICTURE_KINDS.map((kind) => productPictureSvg({ ...picture, kind }, 'front', 685, 450));
    expect(new Set(fronts).size).toBe(PRODUCT_PICTURE_KINDS.length);
    const views = PRODUCT_VIEWS.map((view) => productPictureSvg({ ...picture, kind: 'inverter' }, view, 300, 300));
    expect(new Set(views).size).toBe(3);
    expect(views[1]).toContain('Rated AC output');
    for (const svg of [...fronts, ...views]) expect(Buffer.byteLength(svg)).toBeLessThan(12_000);
    expect(views[0]).toMatch(/^<svg [^>]*width="300" height="300"/);
  });

  it('draws each panel model as it is built: its cell count and colour, its frame and its backsheet', () => {
    const panels = drafts.filter((draft) => draft.picture === 'panel');
    const svgOf = (draft: DemoItemDraft) =>
      productPictureSvg(
        { kind: 'panel', brand: draft.brand, model: draft.short_name, plate: draft.specs[0]!.rows, hue: 30, panel: draft.panel_look! },
        'front',
        685,
        450,
      );
    /** What the drawing shows: the cells drawn (one `M` each), their colour, the frame's colour and the backsheet. */
    const drawn = (svg: string) => {
      const cells = svg.match(/<path class="cells" data-cell="([a-z-]+)" d="([^"]*)" fill="([^"]+)"/)!;
      return {
        cells: cells[2]!.match(/M/g)!.length,
        cellColour: cells[3],
        frame: svg.match(/class="frame" data-frame="([a-z]+)"/)![1],
        frameFill: svg.match(/<rect [^>]*fill="([^"]+)" [^>]*class="frame"/)![1],
        backsheet: svg.match(/data-backsheet="([a-z]+)"/)![1],
      };
    };
    const byModel = (model: string) => panels.find((draft) => draft.line.model === model)!;
    const longi = drawn(svgOf(byModel('Hi-MO 6')));
    const maxPower = drawn(svgOf(byModel('MaxPower CS6U-P')));
    const blk = drawn(svgOf(byModel('Q.PEAK DUO BLK ML-G10+')));
    const bifacial = drawn(svgOf(byModel('Tiger Neo 72HL4-BDV')));
    expect([longi.cells, maxPower.cells, blk.cells, bifacial.cells]).toEqual([108, 72, 132, 144]);
    // Mono cells are near black, poly ones blue.
    expect(longi.cellColour).not.toBe(maxPower.cellColour);
    expect(blk.cellColour).toBe(longi.cellColour);
    // An all-black module: black frame over a black backsheet; a bifacial glass-glass one shows its rear glass.
    expect([blk.frame, blk.frameFill, blk.backsheet]).toEqual(['black', '#1b1d21', 'black']);
    expect(bifacial.backsheet).toBe('transparent');
    expect(maxPower.backsheet).toBe('white');

    for (const draft of panels) {
      const picture = drawn(svgOf(draft));
      expect({ name: draft.name, cells: picture.cells }).toEqual({ name: draft.name, cells: draft.line.panel!.cells });
      // The frame drawn is the listing's colour, and so its pictures are kept apart from the other frame's.
      if (draft.line.panel!.frameless) expect(picture.frame).toBe('none');
      else expect([picture.frame, draft.picture_key]).toEqual([draft.colour, `${draft.product_key}-${draft.colour}-frame`]);
      for (const view of PRODUCT_VIEWS)
        expect(
          Buffer.byteLength(
            productPictureSvg({ kind: 'panel', brand: draft.brand, model: draft.short_name, plate: [], hue: 30, panel: draft.panel_look! }, view, 1600, 675),
          ),
        ).toBeLessThan(12_000);
    }
    const silver = panels.find((draft) => draft.colour === 'silver' && draft.line.panel!.cells === 108)!;
    const black = panels.find((draft) => draft.colour === 'black' && draft.line.panel!.cells === 108)!;
    expect([drawn(svgOf(silver)).frameFill, drawn(svgOf(black)).frameFill]).toEqual(['#c9ced6', '#1b1d21']);
    // Models built differently are drawn differently: a 108-cell black module is not a 72-cell silver one.
    const builds = new Map(panels.map((draft) => [JSON.stringify(draft.panel_look), draft]));
    expect(new Set([...builds.values()].map((draft) => svgOf(draft).replace(/aria-label="[^"]*"/, ''))).size).toBe(builds.size);
  });

  it('draws a logo for a brand with its name', () => {
    const logo = brandLogoSvg('Victron Energy', 200);
    expect(logo).toContain('>VE<');
    expect(logo).toContain('>Victron Energy<');
  });

  it('renders a one-page datasheet with the item specs, byte for byte the same each time', async () => {
    const draft = drafts[0]!;
    const sheet = {
      brand: draft.brand,
      model: draft.line.model,
      title: draft.name,
      category: draft.category.name,
      summary: 'A panel.',
      sections: draft.specs,
      documentNumber: 'DS-1',
      hue: 10,
    };
    const pdf = await renderDatasheetPdf(sheet);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(20_000);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect((await renderDatasheetPdf(sheet)).equals(pdf)).toBe(true);
  });
});
