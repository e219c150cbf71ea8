/** @jest-environment jsdom */
import type { BannerView, MerchandisingEntryView, PublicAdView } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, renderApp, resetBrowserState, type ApiCall } from '../test/app';
import { MERCHANDISING_TEXT } from './text';

beforeEach(resetBrowserState);

const R = MERCHANDISING_TEXT.rows;

const banner = (n: number, overrides: Partial<BannerView> = {}): BannerView => ({
  id: `banner-${n}`,
  title: `Spring sale ${n}`,
  subtitle: `Panels by the pallet, week ${n}`,
  image_url: `/files/banners/banner-${n}/1600x675.webp`,
  link: '/trader/deals',
  order: n,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: null,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const entry = (n: number, overrides: Partial<MerchandisingEntryView> = {}): MerchandisingEntryView => ({
  list: 'featured-products',
  kind: 'item',
  uuid: `item-uuid-${n}`,
  id: n,
  title: `Tiger Neo ${400 + n}W Panel`,
  image: `/files/items/item-uuid-${n}/300x300.webp`,
  price_label: `$${100 + n}.00`,
  link: `/product/${n}/tiger-neo-${400 + n}w-panel`,
  public: true,
  ...overrides,
});

const AD: PublicAdView = {
  id: 'ad-1',
  slot: 'home-top',
  title: 'Inverters at trade prices',
  image_url: '/files/ads/ad-1/685x450.webp',
  link: '/trader/deals/solar-inverters',
};

function merchandisingApi(lists: Partial<Record<string, MerchandisingEntryView[]>> = {}) {
  return fakeApi({
    'POST /v1/client/banners/search': ok([banner(1), banner(2, { link: 'https://example.com/promo' })]),
    'GET /v1/client/merchandising/featured-products': ok(lists['featured-products'] ?? [entry(1), entry(2)]),
    'GET /v1/client/merchandising/hot-products': ok(lists['hot-products'] ?? []),
    'GET /v1/client/merchandising/featured-deals': ok(lists['featured-deals'] ?? []),
    'GET /v1/client/merchandising/hot-deals': ok(lists['hot-deals'] ?? []),
    'GET /v1/client/ads': (call: ApiCall) => ok(new URL(call.url, 'http://localhost').searchParams.get('slot') === 'home-top' ? [AD] : []),
    'POST /v1/client/ads/ad-1/click': ok({ link: '/trader/deals/solar-inverters' }),
  });
}

describe('the home page merchandising', () => {
  it('shows the banners showing now as a carousel at the top: sized images, the first one eager', async () => {
    const api = merchandisingApi();
    const app = await renderApp('/');
    const carousel = await screen.findByRole('region', { name: MERCHANDISING_TEXT.banners.label });
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(
      images.map((image) => [image.getAttribute('alt'), image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]),
    ).toEqual([
      ['Spring sale 1', 'eager', '1600', '675'],
      ['Spring sale 2', 'lazy', '1600', '675'],
    ]);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.closest('a')?.getAttribute('href')).toBe('/trader/deals');
    expect(images[1]!.closest('a')?.getAttribute('href')).toBe('https://example.com/promo');
    expect(api.callsTo('POST /v1/client/banners/search')[0]!.body).toEqual({});
    // It comes before the page's own heading.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(carousel.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The second banner on demand.
    const slides = () => [...carousel.querySelectorAll('.carousel-item')].map((slide) => slide.classList.contains('active'));
    expect(slides()).toEqual([true, false]);
    await app.user.click(within(carousel).getByRole('button', { name: MERCHANDISING_TEXT.banners.next }));
    expect(slides()).toEqual([false, true]);
  });

  it('lists the featured products in the admin order, and leaves out an empty list', async () => {
    merchandisingApi();
    await renderApp('/');
    const featured = within(await screen.findByRole('region', { name: R.featuredProducts }));
    expect(featured.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Tiger Neo 401W Panel', 'Tiger Neo 402W Panel']);
    const title = featured.getByRole('heading', { level: 3, name: 'Tiger Neo 401W Panel' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/product/1/tiger-neo-401w-panel');
    expect(featured.getByText('$101.00')).toBeTruthy();
    const image = featured.getByRole('img', { name: 'Tiger Neo 401W Panel' });
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['300', '300', 'lazy']);
    expect(screen.queryByRole('region', { name: R.hotProducts })).toBeNull();
  });

  it('shows the hot products too when the list has entries', async () => {
    merchandisingApi({ 'hot-products': [entry(9, { list: 'hot-products', title: 'Powerwall 3' })] });
    await renderApp('/');
    const hot = within(await screen.findByRole('region', { name: R.hotProducts }));
    expect(hot.getByRole('heading', { level: 3, name: 'Powerwall 3' })).toBeTruthy();
  });

  it('counts a click on the home-top ad, then follows it', async () => {
    const api = merchandisingApi();
    const app = await renderApp('/');
    const ad = within(await screen.findByRole('complementary', { name: MERCHANDISING_TEXT.ad.label }));
    await app.user.click(ad.getByText(AD.title));
    await waitFor(() => expect(app.location().pathname).toBe('/trader/deals/solar-inverters'));
    expect(api.callsTo('POST /v1/client/ads/ad-1/click')).toHaveLength(1);
    expect(api.callsTo('GET /v1/client/ads').map((call) => call.url)).toContain('/v1/client/ads?slot=home-top');
  });

  it('shows nothing of it when the lists are empty', async () => {
    fakeApi({
      'POST /v1/client/banners/search': ok([]),
      'GET /v1/client/merchandising/featured-products': ok([]),
      'GET /v1/client/merchandising/hot-products': ok([]),
      'GET /v1/client/ads': ok([]),
    });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: MERCHANDISING_TEXT.banners.label })).toBeNull();
    expect(screen.queryByRole('region', { name: R.featuredProducts })).toBeNull();
    expect(screen.queryByRole('complementary', { name: MERCHANDISING_TEXT.ad.label })).toBeNull();
  });
});

describe('the trader landing pages', () => {
  it('show the featured and hot deals the admin picked', async () => {
    merchandisingApi({
      'featured-deals': [
        entry(41, {
          list: 'featured-deals',
          kind: 'deal',
          title: 'Bifacial 550W panels, 2 pallets',
          price_label: '$0.2100 /W',
          link: '/trader/deal/bifacial-550w-panels-2-pallets-41',
        }),
      ],
      'hot-deals': [
        entry(42, {
          list: 'hot-deals',
          kind: 'deal',
          title: 'Hybrid inverter 10 kW',
          price_label: '$1,299.00/unit',
          link: '/trader/deal/hybrid-inverter-10-kw-42',
        }),
      ],
    });
    await renderApp('/solar-trader-platform');
    const featured = within(await screen.findByRole('region', { name: R.featuredDeals }));
    const title = featured.getByRole('heading', { level: 3, name: 'Bifacial 550W panels, 2 pallets' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/trader/deal/bifacial-550w-panels-2-pallets-41');
    expect(featured.getByText('$0.2100 /W')).toBeTruthy();
    const hot = within(await screen.findByRole('region', { name: R.hotDeals }));
    expect(hot.getByRole('heading', { level: 3, name: 'Hybrid inverter 10 kW' })).toBeTruthy();
  });
});
