import { CATEGORIES, categorySlug, subcategorySlug, type ItemSearchAnswer, type ItemSearchHit, type PageOf } from '@solar/contracts';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { BrandView, Category } from '../api';
import { AppRoutes } from '../routes';

/**
 * Fixtures and a renderer for the shop's component tests (imported by *.spec.tsx files only). The renderer is
 * the app as test/app.tsx renders it, plus the router's history, so a test can press Back.
 */

export const CATEGORY_LIST: Category[] = CATEGORIES.map((c) => ({
  id: c.id,
  name: c.name,
  slug: categorySlug(c.name),
  description: c.description,
  heading: c.name,
  meta_title: `${c.name} for sale`,
  meta_description: `Buy ${c.name.toLowerCase()} at fixed prices.`,
  trader_category_description: '',
  icon: c.icon,
  parent_id: null,
  is_active: 1,
  has_items: true,
  sub_categories: c.subcategories.map((s) => ({ id: s.id, name: s.name, slug: `${categorySlug(c.name)}/${subcategorySlug(s.name)}` })),
}));

export const BRAND_LIST: BrandView[] = [
  { id: 1, name: 'Jinko Solar', slug: 'jinko-solar', logo: '/files/brands/jinko.png', items_count: 12 },
  { id: 2, name: 'LONGi', slug: 'longi', logo: null, items_count: 1 },
  { id: 3, name: 'Trina-Solar Co', slug: 'trina+solar-co', logo: '', items_count: 7 },
  { id: 4, name: 'Enphase', slug: 'enphase', logo: null, items_count: 0 },
];

export const brandPage = (items: BrandView[]): PageOf<BrandView> => ({ items, total: items.length, page: 1, limit: 200, last_page: 1 });

export function hit(id: number, overrides: Partial<ItemSearchHit> = {}): ItemSearchHit {
  return {
    uuid: `uuid-${id}`,
    id,
    name: `Tiger Neo ${400 + id}W Mono Panel`,
    short_name: `Tiger Neo ${400 + id}W`,
    sku: `SKU-${id}`,
    category_id: 1,
    category_name: 'Solar Panels',
    category_slug: 'solar-panels',
    subcategory_id: 11,
    subcategory_name: 'Bifacial Panels',
    subcategory_slug: 'bifacial-panels',
    brand_id: 1,
    brand_name: 'Jinko Solar',
    brand_slug: 'jinko-solar',
    condition: 'new',
    shipping_type: 'free_shipping',
    colour: 'black',
    state: 'TX',
    owner_id: 'u-seller',
    price: 200,
    sale_price: 180,
    discount: 10,
    discount_unit: 'percent',
    stock: 50,
    total_qty: 50,
    moq: 10,
    panel_wattage: 400 + id,
    panel_wattage_group: 400,
    wattage: null,
    reviews_avg: 4.5,
    reviews_total: 8,
    sale_count: 3,
    image: `/files/items/uuid-${id}/300x300.webp`,
    created_at: 1_760_000_000_000,
    ...overrides,
  };
}

export function searchAnswer(items: ItemSearchHit[], overrides: Partial<ItemSearchAnswer> = {}): ItemSearchAnswer {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 24,
    last_page: 1,
    facets: {
      category_slug: [
        { value: 'solar-panels', count: 30 },
        { value: 'solar-inverters', count: 9 },
      ],
      subcategory_slug: [
        { value: 'bifacial-panels', count: 20 },
        { value: 'monocrystalline-panels', count: 10 },
      ],
      brand_slug: [
        { value: 'jinko-solar', count: 12 },
        { value: 'trina+solar-co', count: 7 },
      ],
      condition: [
        { value: 'new', count: 25 },
        { value: 'pre_owned', count: 5 },
      ],
      shipping_type: [{ value: 'free_shipping', count: 30 }],
      colour: [{ value: 'black', count: 30 }],
      state: [
        { value: 'TX', count: 21 },
        { value: 'CA', count: 9 },
      ],
      panel_wattage_group: [
        { value: '400', count: 18 },
        { value: '500', count: 12 },
      ],
      wattage: [],
    },
    ...overrides,
  };
}

let currentLocation: Location | undefined;
let navigateTo: NavigateFunction | undefined;

function RouterProbe() {
  currentLocation = useLocation();
  navigateTo = useNavigate();
  return null;
}

/** Lets pending fetches answer and their renders settle. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The whole app at `path` with a fresh SWR cache; `back()` is the browser's Back button. */
export async function renderShop(path: string) {
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes features={{ advertiseWithUs: false }} />
        <RouterProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
  await settle();
  return {
    user,
    ...view,
    /** Path and query string of the page shown. */
    url: (): string => {
      if (!currentLocation) throw new Error('the app has not rendered a location yet');
      return `${currentLocation.pathname}${currentLocation.search}`;
    },
    back: async () => {
      await act(async () => {
        await navigateTo?.(-1);
      });
      await settle();
    },
  };
}
