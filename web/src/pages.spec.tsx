import { CATALOG_API, CATEGORIES, MESSAGES, SEARCH_API, categorySlug, subcategorySlug } from '@solar/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { ACCOUNT_TEXT } from './accounts/text';
import { type Category, type ItemSearchResult, type ItemSummary } from './api';
import { SUPPORT } from './config';
import { CHROME_HIDDEN_TRADER_ADMIN_PAGES } from './shared/chrome';
import { AppRoutes } from './routes';
import { itemDetail } from './test/productFixtures';

/**
 * Pages rendered to static markup with API answers supplied up front, as a visitor would receive them once
 * loaded. (Effects such as the sticky header do not run here; the browser checks cover those.)
 */

const categories: Category[] = CATEGORIES.map((c) => ({
  id: c.id,
  name: c.name,
  slug: categorySlug(c.name),
  description: c.description,
  heading: c.name,
  meta_title: c.name,
  meta_description: c.description,
  trader_category_description: '',
  icon: c.icon,
  parent_id: null,
  is_active: 1,
  has_items: true,
  sub_categories: c.subcategories.map((s) => ({ id: s.id, name: s.name, slug: `${categorySlug(c.name)}/${subcategorySlug(s.name)}` })),
}));

const item = (id: number, name: string, price: number, sale_price: number): ItemSummary => ({
  uuid: `uuid-${id}`,
  id,
  name,
  short_name: name,
  brand_name: 'Jinko Solar',
  category_name: 'Solar Panels',
  price,
  sale_price,
  image: `/files/items/uuid-${id}/300x300.svg`,
  moq: 1,
  total_qty: 10,
  condition: 'new',
  shipping_type: 'free',
  reviews_avg: 4,
});

const page = (items: ItemSummary[]): ItemSearchResult => ({ items, total: items.length, page: 1, limit: 8, last_page: 1, facets: {} });

const popular = [item(1, 'Tiger Neo 440W Panel', 189, 169), item(2, 'Sunny Boy 7.7 Inverter', 1890, 1890)];

const fallback = {
  [unstable_serialize(['POST', CATALOG_API.categoriesSearch, {}])]: categories,
  [unstable_serialize(['POST', SEARCH_API.itemsSearch, { limit: 8, orderby: 'sale_count DESC' }])]: page(popular),
  [unstable_serialize(['GET', CATALOG_API.item(1)])]: itemDetail({ id: 1, name: 'Tiger Neo 440W Panel' }),
};

function renderOnce(path: string): string {
  return renderToStaticMarkup(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes features={{ advertiseWithUs: false }} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/**
 * The page once its lazily loaded chunks have arrived: a static render shows a chunk's fallback the first time
 * it meets it and starts the load, so render again after each round of loads until nothing changes.
 */
async function render(path: string): Promise<string> {
  let markup = renderOnce(path);
  for (let round = 0; round < 10; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = renderOnce(path);
    if (next === markup) return next;
    markup = next;
  }
  return markup;
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const h1 = (markup: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(markup)?.[1];

describe('home page', () => {
  let markup: string;
  beforeAll(async () => {
    markup = await render('/');
  });

  it('lists every category with its description, subcategory pills and View All', async () => {
    for (const category of CATEGORIES) {
      expect(markup).toContain(html(category.name));
      expect(markup).toContain(html(category.description));
      expect(markup).toContain(`href="/shop/product/${html(categorySlug(category.name))}"`);
      for (const sub of category.subcategories) {
        expect(markup).toContain(`href="/shop/product/${html(categorySlug(category.name))}/${html(subcategorySlug(sub.name))}"`);
      }
    }
    expect(markup).toContain('bi bi-sun');
  });

  it('shows popular products with brand, USD price and the list price struck through when on sale', async () => {
    expect(markup).toContain('Tiger Neo 440W Panel');
    expect(markup).toContain('href="/product/1/tiger-neo-440w-panel"');
    expect(markup).toContain('src="/files/items/uuid-1/300x300.svg"');
    expect(markup).toMatch(/\$169\.00<\/span><del[^>]*>.*\$189\.00<\/del>/s);
    expect(markup).toContain('$1,890.00');
    expect(markup).not.toMatch(/<del[^>]*>(?:(?!<\/del>).)*\$1,890\.00/s);
  });

  it('promotes the trader platform', async () => {
    expect(markup).toContain('href="/trader/deals"');
    expect(markup).toContain('href="/trader/how-to-buy"');
  });

  it('has the header: search, order status, call us with hours, sign in and sign up, wishlist and cart', async () => {
    expect(markup).toContain(`placeholder="${MESSAGES.search.placeholder}"`);
    expect(markup).toContain('href="/order-status"');
    expect(markup).toContain(`href="${SUPPORT.phoneHref}"`);
    expect(markup).toContain(SUPPORT.phoneLabel);
    expect(markup).toContain('Monday to Friday 8AM to 8PM EST');
    expect(markup).toMatch(/href="\/login"[^>]*>.*?Sign in/s);
    expect(markup).toMatch(/href="\/register"[^>]*>Sign Up/);
    expect(markup).toContain('href="/shop/wishlist"');
    expect(markup).toContain('href="/shop/cart"');
    for (const menu of ['Buy', 'Sell', 'Solutions', 'Industries', 'Company', 'Resources', 'Sales Portal']) {
      expect(markup).toMatch(new RegExp(`dropdown-toggle[^>]*>${menu}</button>`));
    }
  });

  it('has the footer text, the four card logos and the legal pages', async () => {
    expect(markup).toContain(html(MESSAGES.footer.text));
    for (const card of ['Master', 'Visa', 'Union Pay', 'American Express']) expect(markup).toContain(`title="${card}"`);
    for (const legal of ['/terms-of-use', '/terms-of-sale', '/privacy-notice', '/buyer-terms', '/seller-terms']) {
      expect(markup).toContain(`href="${legal}"`);
    }
  });
});

describe('not-found page', () => {
  it('shows the spec heading, text and a BACK TO HOMEPAGE link home, inside header and footer', async () => {
    const markup = await render('/no-such-page');
    expect(h1(markup)).toBe(MESSAGES.notFoundPage.heading);
    expect(markup).toContain(html(MESSAGES.notFoundPage.text));
    expect(markup).toMatch(/<a[^>]*href="\/"[^>]*>BACK TO HOMEPAGE<\/a>/);
    expect(markup).toContain(html(MESSAGES.footer.text));
  });
});

describe('routed pages', () => {
  // Every route of the table is a built page: the last placeholders (the custom-order pages) are routed to
  // their own lazily loaded pages, neither the not-found page nor a coming-soon note.
  it.each(['/custom-order-listing', '/custom-order-fulfillment'])('route %s to its page, no placeholder', async (path) => {
    const markup = await render(path);
    expect(markup).not.toContain('This page is coming soon.');
    expect(markup).not.toContain(html(MESSAGES.notFoundPage.text));
    expect(markup).toContain(html(MESSAGES.footer.text));
  });

  it('hide header and footer on the pages the spec lists', async () => {
    const pages: [path: string, heading: string][] = [
      ['/login', ACCOUNT_TEXT.pages.signInTitle],
      ['/shop/checkout', 'Checkout'],
    ];
    for (const [path, heading] of pages) {
      const markup = await render(path);
      expect(h1(markup)).toBe(heading);
      expect(markup).not.toContain(html(MESSAGES.footer.text));
      expect(markup).not.toContain(MESSAGES.search.placeholder);
    }
  });

  // The admin pages are built (admin/admin.spec.tsx renders each in a browser DOM); here, as a server renders
  // them before their chunk arrives: no header, no footer, and no placeholder left.
  it.each(CHROME_HIDDEN_TRADER_ADMIN_PAGES)('leave no placeholder on /trader/trader-admin/%s, without header and footer', async (adminPage) => {
    const markup = await render(`/trader/trader-admin/${adminPage}`);
    expect(markup).not.toContain('This page is coming soon.');
    expect(markup).not.toContain(html(MESSAGES.footer.text));
    expect(markup).not.toContain(MESSAGES.search.placeholder);
    expect(markup).not.toContain('Error 404');
  });

  it('name a subcategory page after the subcategory, under its category', async () => {
    const markup = await render('/shop/product/solar-inverters/grid-tie!off-grid-inverters');
    expect(h1(markup)).toBe('Grid-Tie/Off-Grid Inverters');
    expect(markup).toMatch(/<a href="\/shop\/product\/solar-inverters"[^>]*>Solar Inverters<\/a>/);
  });

  it('keep a category page with listing filters on that category', async () => {
    expect(h1(await render('/shop/product/solar-panels/pw_400'))).toBe('Solar Panels');
  });

  it('answer an unknown category or subcategory with the not-found page', async () => {
    expect(h1(await render('/shop/product/moon-panels'))).toBe('Error 404');
    expect(h1(await render('/shop/product/solar-panels/moon-panels'))).toBe('Error 404');
  });

  it('name a product page after the item the API returns for its id', async () => {
    expect(h1(await render('/product/1/anything'))).toBe('Tiger Neo 440W Panel');
    expect(h1(await render('/product/abc/x'))).toBe('Error 404');
  });
});
