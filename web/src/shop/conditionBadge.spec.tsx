/** @jest-environment jsdom */
import type { MerchandisingEntryView } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { asGuest, fakeApi, ok, renderApp, resetBrowserState } from '../test/app';
import { cartItem, fakeCartServer } from '../test/cartFixtures';
import { renderCartPages } from '../test/cartSupport';
import { itemDetail, productRoutes } from '../test/productFixtures';
import { CATEGORY_LIST, hit, renderShop, searchAnswer } from '../test/shopSupport';
import { MERCHANDISING_TEXT } from '../merchandising/text';
import { PRODUCT_TEXT } from '../product/text';

/*
 * A defective panel sold beside new ones must say so where a shopper decides: on its card and beside its title.
 * A new item shows no badge, so only the exceptions stand out.
 */

beforeEach(resetBrowserState);

const badgeOf = (element: HTMLElement) => element.querySelector<HTMLElement>('.condition-badge');

describe('the condition badge', () => {
  it('shows on the listing card of a defective or pre-owned item, in the spec’s words, and not on a new one', async () => {
    fakeApi({
      'POST /v1/client/categories/search': ok(CATEGORY_LIST),
      'POST /v1/client/items/search': ok(
        searchAnswer([hit(1), hit(2, { condition: 'defected', name: 'Broken Panel 26.99' }), hit(3, { condition: 'pre_owned' })]),
      ),
    });
    await renderShop('/shop/product/solar-panels');

    const card = (name: string) => screen.getByRole('article', { name });
    expect(badgeOf(card(hit(1).name))).toBeNull();
    expect(badgeOf(card('Broken Panel 26.99'))?.textContent).toBe('Condition: Defected');
    expect(within(card('Broken Panel 26.99')).getByText('Defected')).toBeTruthy();
    expect(badgeOf(card(hit(3).name))?.textContent).toBe('Condition: Pre Owned');
  });

  it('shows beside the product page title of a second-hand item, and on the related items’ cards', async () => {
    const related = itemDetail({ id: 2, uuid: 'uuid-2', name: 'Spare For Parts Inverter', condition: 'for_parts' });
    fakeApi(productRoutes(itemDetail({ condition: 'defected' }), { related: [related, itemDetail({ id: 3, uuid: 'uuid-3', name: 'Brand New Panel' })] }));
    await renderApp('/product/1/tiger-neo-440w-panel');

    const title = await screen.findByRole('heading', { level: 1, name: 'Tiger Neo 440W Panel' });
    expect(badgeOf(title.parentElement!)?.textContent).toBe('Condition: Defected');
    const relatedSection = within(await screen.findByRole('region', { name: PRODUCT_TEXT.sections.related }));
    expect(badgeOf(relatedSection.getByText('Spare For Parts Inverter').closest('.card')!)?.textContent).toBe('Condition: For Parts');
    expect(badgeOf(relatedSection.getByText('Brand New Panel').closest('.card')!)).toBeNull();
  });

  it('shows nothing beside the title of a new item', async () => {
    fakeApi(productRoutes(itemDetail()));
    await renderApp('/product/1/tiger-neo-440w-panel');
    const title = await screen.findByRole('heading', { level: 1, name: 'Tiger Neo 440W Panel' });
    expect(badgeOf(title.parentElement!)).toBeNull();
  });

  it('shows on the home page’s curated cards and popular products', async () => {
    const entry = (n: number, condition: string): MerchandisingEntryView => ({
      list: 'featured-products',
      kind: 'item',
      uuid: `item-uuid-${n}`,
      id: n,
      title: `Picked Panel ${n}`,
      image: null,
      price_label: '$10.00',
      condition,
      link: `/product/${n}/picked-panel-${n}`,
      public: true,
    });
    fakeApi({
      'GET /v1/client/merchandising/featured-products': ok([entry(1, 'seller_refurbished'), entry(2, 'new')]),
      'GET /v1/client/merchandising/hot-products': ok([]),
      'POST /v1/client/items/search': ok(searchAnswer([hit(5, { condition: 'mix', name: 'Mixed Lot Panel' }), hit(6, { name: 'Fresh Panel' })])),
    });
    await renderApp('/');

    const featured = within(await screen.findByRole('region', { name: MERCHANDISING_TEXT.rows.featuredProducts }));
    expect(badgeOf(featured.getByText('Picked Panel 1').closest('.card')!)?.textContent).toBe('Condition: Seller Refurbished');
    expect(badgeOf(featured.getByText('Picked Panel 2').closest('.card')!)).toBeNull();
    const popular = await screen.findByText('Mixed Lot Panel');
    expect(badgeOf(popular.closest('.card')!)?.textContent).toBe('Condition: Mix');
    expect(badgeOf(screen.getByText('Fresh Panel').closest('.card')!)).toBeNull();
  });

  it('shows on a wishlist entry of a pre-owned item', async () => {
    asGuest(1);
    const used = cartItem({ id: 1, name: 'Used Panel', condition: 'pre_owned' });
    const fresh = cartItem({ id: 2, name: 'Fresh Battery', condition: 'new' });
    fakeApi(fakeCartServer({ wishlist: [used, fresh] }).routes);
    await renderCartPages('/shop/wishlist');

    const entry = await screen.findByRole('listitem', { name: 'Used Panel' });
    expect(badgeOf(entry)?.textContent).toBe('Condition: Pre Owned');
    expect(badgeOf(screen.getByRole('listitem', { name: 'Fresh Battery' }))).toBeNull();
  });
});
