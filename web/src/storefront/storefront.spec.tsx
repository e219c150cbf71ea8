/** @jest-environment jsdom */
import { STOREFRONT_MESSAGES as M, type SellerDetailView, type StorefrontView } from '@solar/contracts';
import { screen, waitFor } from '@testing-library/react';
import { BUYER, fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, SELLER, signedInAs } from '../test/app';
import { STOREFRONT_TEXT } from './text';

beforeEach(resetBrowserState);

const T = STOREFRONT_TEXT;
const NO_ITEMS = { items: [], total: 0, page: 1, limit: 8, last_page: 1, facets: {} };

const STORE: StorefrontView = {
  id: 's-1',
  uuid: 's-1',
  user_id: SELLER.id,
  name: 'Mesa Solar Works',
  title: 'Mesa Solar Works',
  subtitle: 'Panels for installers',
  email: 'sales@mesa.example',
  website: 'mesa.example',
  phone: '(480) 555-0100',
  city: 'Mesa',
  address_name: 'Warehouse',
  address: '1 Main St',
  zip: '85201',
  about: '<p>We stock Tier 1 panels.</p><script>window.hacked = true</script>',
  company_vision: '',
  shipping_refund: '<p>30 days.</p>',
  terms_conditions: '<p>USD.</p>',
  privacy_policy: '<p>Private.</p>',
  shipping_policy: '<p>Same day.</p>',
  seller_detail_services: 'Design review',
  seller_detail_coverage_area: 'Arizona',
  profile_images: [],
  background_images: [],
  logo_uuid: null,
  banner_uuid: null,
  is_enable: 1,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};
const DETAIL: SellerDetailView = {
  seller_id: SELLER.id,
  store: STORE,
  years_active: 2,
  member_since: STORE.created_at,
  items_listed: 12,
  items_sold: 340,
  rating_avg: 4.5,
  reviews_total: 8,
  brands: [],
  is_favourite: false,
};

describe('the storefront page', () => {
  it("sends a visitor to the storefront listing with 'Storefront not found.' when the store is missing", async () => {
    fakeApi({
      'POST /v1/client/seller-detail': fail(404, { error: M.notFound }),
      'POST /v1/client/storefront/listing': ok({ items: [], total: 0, page: 1, limit: 12, last_page: 1 }),
    });
    const app = await renderApp('/storefront/nobody/u-nobody');
    expect(await findToast(M.notFound)).toBeTruthy();
    await waitFor(() => expect(app.location().pathname).toBe('/storefront-listing'));
  });

  it('shows the store, its figures and pages (sanitized), and follows it for a signed-in buyer', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      'POST /v1/client/seller-detail': ok(DETAIL),
      'POST /v1/client/work-history/list': ok([
        { id: 'w1', seller_id: SELLER.id, title: '1 MW carport', description: 'Modules for a school.', year: 2024, location: 'Mesa, AZ', created_at: '' },
      ]),
      'POST /v1/client/items/search': ok(NO_ITEMS),
    });
    api.on('POST /v1/client/storefront/favourite', () => {
      api.on('POST /v1/client/seller-detail', ok({ ...DETAIL, is_favourite: true }));
      return ok({ store_uuid: 's-1', favourite: true }, M.favouriteAdded);
    });
    const app = await renderApp('/storefront/mesa-solar-works/u-seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa Solar Works' })).toBeTruthy();
    expect(screen.getByText('We stock Tier 1 panels.')).toBeTruthy();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('340')).toBeTruthy();
    expect(await screen.findByText('1 MW carport')).toBeTruthy();
    expect(api.callsTo('POST /v1/client/items/search')[0]!.body).toMatchObject({ where: { owner_id: SELLER.id } });

    await app.user.click(screen.getByRole('button', { name: T.store.follow }));
    expect(await findToast(M.favouriteAdded)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/storefront/favourite')[0]!.body).toEqual({ store_uuid: 's-1', favourite: true });
    expect(await screen.findByRole('button', { name: T.store.following })).toBeTruthy();
  });
});

describe('the business profile', () => {
  it("shows the spec's required-field messages and sends nothing until they are filled", async () => {
    signedInAs(SELLER, ['seller']);
    const api = fakeApi({ 'GET /v1/client/storefront/mine': ok(null) });
    const app = await renderApp('/my-solar/business-profile');
    await app.user.click(await screen.findByRole('button', { name: T.profile.save }));
    expect(messageUnder(screen.getByLabelText(T.profile.fields.name))).toBe(M.businessNameRequired);
    expect(messageUnder(screen.getByLabelText(T.profile.fields.website))).toBe(M.websiteRequired);
    expect(messageUnder(screen.getByLabelText(T.profile.fields.zip))).toBe(M.zipRequired);
    expect(messageUnder(screen.getByLabelText(T.profile.fields.about))).toBe(M.aboutRequired);
    expect(messageUnder(screen.getByLabelText(T.profile.fields.shipping_policy))).toBe(M.shippingRequired);
    expect(api.callsTo('POST /v1/client/storefront/create')).toHaveLength(0);
  });
});
