import { apiRoute, apiTemplates } from './api-route';

describe('apiRoute', () => {
  it('fills its parameters in order, URL-encoded, and keeps its template for controllers', () => {
    const location = apiRoute('/v1/client/:item_uuid/location/:location_id');
    expect(location('a b', 7)).toBe('/v1/client/a%20b/location/7');
    expect(location.template).toBe('/v1/client/:item_uuid/location/:location_id');
  });

  it('refuses a call with the wrong number of values', () => {
    const line = apiRoute('/v1/client/cart/:item_uuid') as unknown as (...values: string[]) => string;
    expect(() => line()).toThrow('/v1/client/cart/:item_uuid takes 1 value(s), got 0');
  });

  it('lists the templates of a table, plain paths as they are', () => {
    expect(apiTemplates({ cart: '/v1/client/cart', line: apiRoute('/v1/client/cart/:item_uuid') })).toEqual(['/v1/client/cart', '/v1/client/cart/:item_uuid']);
  });
});
