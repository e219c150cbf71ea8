/** @jest-environment jsdom */
import { MESSAGES } from '@solar/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, findToast, ok, resetBrowserState } from '../../test/app';
import { BRAND_LIST, brandPage, renderShop, settle } from '../../test/shopSupport';
import { dealAnswer, dealHit } from './dealFixtures';
import { BROWSE_TEXT } from './text';

beforeEach(resetBrowserState);

const M = MESSAGES.dealFilter;
const A = MESSAGES.advancedFilter;
const T = BROWSE_TEXT.modal;
const SEARCH = 'POST /listing/public/deals';

function dealApi() {
  return fakeApi({
    'GET /v1/client/brands': ok(brandPage(BRAND_LIST)),
    [SEARCH]: ok(dealAnswer([dealHit(1)])),
    'GET /listing/featured-deals': ok([]),
    'GET /listing/recent-deals': ok([]),
  });
}

/** A price input by its label: 'Min price per Watt' or 'Min price per Unit' (not its slider). */
const priceLabel = (name: string) => new RegExp(`^${name} (${M.perWatt}|${M.perUnit})$`);

/** Opens the modal with the 'Advance' button of the page at `path`. */
async function openModal(path = '/trader/deals') {
  const app = await renderShop(path);
  await app.user.click(await screen.findByRole('button', { name: M.openButton }));
  const dialog = screen.getByRole('dialog', { name: M.title });
  const inDialog = within(dialog);
  return {
    app,
    dialog: inDialog,
    min: () => inDialog.getByLabelText(priceLabel(T.minPrice)) as HTMLInputElement,
    max: () => inDialog.getByLabelText(priceLabel(T.maxPrice)) as HTMLInputElement,
    minSlider: () => inDialog.getByRole('slider', { name: T.minSlider }) as HTMLInputElement,
    maxSlider: () => inDialog.getByRole('slider', { name: T.maxSlider }) as HTMLInputElement,
    viewAll: () => inDialog.getByRole('button', { name: M.viewAllItems }) as HTMLButtonElement,
    choose: (equipment: string) => app.user.click(inDialog.getByRole('radio', { name: equipment })),
    /** Types a whole value into an input, as one change. */
    enter: (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } }),
  };
}

const sliderRange = (slider: HTMLInputElement) => [slider.min, slider.max, slider.step];

describe("the 'Configure Your Deal' modal", () => {
  it('starts at 1 to 100000 per unit with wattage and quantity choices', async () => {
    dealApi();
    const modal = await openModal();

    expect(modal.min().value).toBe('1');
    expect(modal.max().value).toBe('100000');
    expect(modal.min().labels?.[0]?.textContent).toBe(`${T.minPrice} ${M.perUnit}`);
    expect(sliderRange(modal.minSlider())).toEqual(['1', '100000', '1']);
    expect(modal.dialog.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Solar Panels',
      'Solar Inverters',
      'Solar Batteries',
    ]);
    expect(modal.dialog.getByRole('group', { name: T.panelWattage })).toBeTruthy();
    expect(
      within(modal.dialog.getByRole('group', { name: T.quantityUnit }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pallets', 'Containers', 'MW']);
  });

  it('prices panels per watt from 0 to 1 in steps of 0.001, and hides wattage and quantity for inverters and batteries', async () => {
    dealApi();
    const modal = await openModal();

    await modal.choose('Solar Panels');
    expect([modal.min().value, modal.max().value]).toEqual(['0', '1']);
    expect(sliderRange(modal.maxSlider())).toEqual(['0', '1', '0.001']);
    expect(modal.max().labels?.[0]?.textContent).toBe(`${T.maxPrice} ${M.perWatt}`);
    expect(modal.dialog.getByRole('group', { name: T.panelWattage })).toBeTruthy();

    await modal.choose('Solar Inverters');
    expect([modal.min().value, modal.max().value]).toEqual(['1', '100000']);
    expect(modal.min().labels?.[0]?.textContent).toBe(`${T.minPrice} ${M.perUnit}`);
    expect(modal.dialog.queryByRole('group', { name: T.panelWattage })).toBeNull();
    expect(modal.dialog.queryByRole('group', { name: T.quantityUnit })).toBeNull();

    await modal.choose('Solar Batteries');
    expect(modal.dialog.queryByRole('group', { name: T.quantityUnit })).toBeNull();
  });

  it('clamps a panel price into 0 to 1 and says so', async () => {
    dealApi();
    const modal = await openModal();
    await modal.choose('Solar Panels');

    modal.enter(modal.max(), '1.5');
    expect(modal.max().value).toBe('1');
    expect(await findToast(A.panelPriceOutOfRange)).toBeTruthy();
    expect(modal.dialog.getByText(A.panelPriceHint)).toBeTruthy();
    expect(modal.viewAll().disabled).toBe(false);

    // The slider moves the same value.
    fireEvent.change(modal.minSlider(), { target: { value: '0.25' } });
    expect(modal.min().value).toBe('0.25');
    expect(modal.dialog.queryByText(A.panelPriceHint)).toBeNull();

    // Other equipment is not clamped.
    await modal.choose('Solar Batteries');
    modal.enter(modal.max(), '250000');
    expect(modal.max().value).toBe('250000');
  });

  it('refuses a min above the max with a message under the input edited, and disables View All Items', async () => {
    dealApi();
    const modal = await openModal();
    await modal.choose('Solar Panels');

    modal.enter(modal.min(), '0.5');
    modal.enter(modal.max(), '0.2');
    expect(modal.dialog.getByText(A.maxBelowMin)).toBeTruthy();
    expect(modal.max().getAttribute('aria-invalid')).toBe('true');
    expect(modal.viewAll().disabled).toBe(true);

    modal.enter(modal.min(), '0.9');
    expect(modal.dialog.getByText(A.minAboveMax)).toBeTruthy();
    expect(modal.dialog.queryByText(A.maxBelowMin)).toBeNull();
    expect(modal.viewAll().disabled).toBe(true);

    modal.enter(modal.min(), '0.1');
    expect(modal.dialog.queryByText(A.minAboveMax)).toBeNull();
    expect(modal.viewAll().disabled).toBe(false);
  });

  it('opens the deal search of the configuration, written by the listing codec, and starts over', async () => {
    const api = dealApi();
    const modal = await openModal();
    await modal.choose('Solar Panels');
    await modal.app.user.click(modal.dialog.getByRole('button', { name: '400W' }));
    await modal.app.user.click(modal.dialog.getByRole('button', { name: 'Pallets' }));
    modal.enter(modal.min(), '0.1');
    modal.enter(modal.max(), '0.3');

    await modal.app.user.click(modal.viewAll());
    await settle();
    expect(modal.app.url()).toBe('/trader/find/ca_solar-panels/pw_400/mu_pallets/pr_0.1-0.3');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(SEARCH).at(-1)?.body).toEqual({
      page: 1,
      limit: 20,
      where: { category_slug: 'solar-panels', price_min: 0.1, price_max: 0.3 },
      where_in: { moq_unit: ['pallets'], panel_wattage_group: [400] },
    });

    // The search page has the button too, and the form starts over.
    await modal.app.user.click(await screen.findByRole('button', { name: M.openButton }));
    const again = within(screen.getByRole('dialog', { name: M.title }));
    expect(again.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect((again.getByLabelText(priceLabel(T.minPrice)) as HTMLInputElement).value).toBe('1');
    expect(again.getByRole('button', { name: '400W' }).getAttribute('aria-pressed')).toBe('false');

    // Without equipment the range is per unit over every category.
    await modal.app.user.click(again.getByRole('button', { name: M.viewAllItems }));
    expect(modal.app.url()).toBe('/trader/find/pr_1-100000');
  });
});
