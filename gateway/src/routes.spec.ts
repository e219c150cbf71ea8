import * as contracts from '@solar/contracts';
import { apiRoute, isApiPath } from '@solar/contracts';
import { serviceRegistry, type ServiceDeclaration } from '@solar/platform';
import { ApiRoutes } from './routes';

const routes = new ApiRoutes(serviceRegistry());

describe('the gateway routes', () => {
  it('send a path to the service whose API table has its template, a literal segment before a parameter', () => {
    expect(routes.ownerOf('/v1/client/items/search')).toBe('search');
    expect(routes.ownerOf('/v1/client/items/abc')).toBe('catalog');
    expect(routes.ownerOf('/v1/client/items/related/12')).toBe('catalog');
    expect(routes.ownerOf('/v1/client/itemsearch')).toBeUndefined();
    expect(routes.ownerOf('/v1/client/admin/search/reindex')).toBe('search');
    expect(routes.ownerOf('/v1/client/nothing')).toBeUndefined();
  });

  it('send the cart, wishlist, checkout and order paths to their services, purchase history past identity', () => {
    expect(routes.ownerOf('/v1/client/cart/_delete')).toBe('cart');
    expect(routes.ownerOf('/v1/client/wishlist/search')).toBe('cart');
    expect(routes.ownerOf('/v1/client/checkout')).toBe('orders');
    expect(routes.ownerOf('/v1/client/orders/status')).toBe('orders');
    expect(routes.ownerOf('/v1/client/my-profile/purchase-history')).toBe('orders');
    expect(routes.ownerOf('/v1/client/my-profile/edit')).toBe('identity');
    expect(routes.ownerOf('/v1/client/payout/my-account/snapshot')).toBe('orders');
    expect(routes.ownerOf('/login-info/guest-login')).toBe('identity');
  });

  it('never send a path only services call one another on, nor a longer path under a known one', () => {
    expect(routes.ownerOf('/internal/carts/abc')).toBeUndefined();
    expect(routes.ownerOf('/v1/client/cart/search/more')).toBeUndefined();
    expect(routes.ownerOf('/v1/client/cart//delete')).toBeUndefined();
  });

  it('route the id-first item location path by its template', () => {
    expect(routes.ownerOf('/v1/client/0b7c3a52-93f1-4a8e-9d64-0c0f4cde2b11/location/loc-1')).toBe('catalog');
  });

  it('list every public template once, each inside the API roots', () => {
    const all = routes.all();
    expect(new Set(all.map((r) => r.template)).size).toBe(all.length);
    for (const { template } of all) expect(isApiPath(template)).toBe(true);
  });

  it('refuse a declaration whose path is outside the API roots, where the web app answers', () => {
    const declaration = {
      ...serviceRegistry().get('cart'),
      name: 'pages',
      port: 3198,
      api: ['PAGES_API'],
      internal_api: [],
      consumes: [],
    } as ServiceDeclaration;
    const tables = { ...contracts, PAGES_API: { about: apiRoute('/about/:topic') } };
    expect(() => new ApiRoutes(serviceRegistry().with(declaration), tables)).toThrow(/\/about\/:topic, outside the API's roots/);
  });

  it('refuse two services declaring one path', () => {
    const declaration = {
      ...serviceRegistry().get('cart'),
      name: 'copycat',
      port: 3197,
      api: ['COPY_API'],
      internal_api: [],
      consumes: [],
    } as ServiceDeclaration;
    const tables = { ...contracts, COPY_API: { cart: '/v1/client/cart' } };
    expect(() => new ApiRoutes(serviceRegistry().with(declaration), tables)).toThrow('/v1/client/cart is declared by both cart and copycat');
  });
});
