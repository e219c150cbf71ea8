/**
 * @jest-environment jsdom
 */
import { fail, fakeApi, ok } from '../test/app';
import { itemDetail, picture } from '../test/productFixtures';
import { preloadFirstReads } from './firstReads';

const preloadedImages = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFirstReads', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("asks for a product page's item and, once it names it, for the picture its gallery opens with", async () => {
    const api = fakeApi({ 'GET /v1/client/items/41': ok(itemDetail({ id: 41, images: [...picture('uuid-41', 2), ...picture('uuid-41', 1)] })) });
    preloadFirstReads('/product/41/tiger-neo-440w');
    await settle();
    expect(api.callsTo('GET /v1/client/items/41')).toHaveLength(1);
    // The first picture by order, in the gallery's large rendition.
    expect(preloadedImages()).toEqual(['/files/items/uuid-41/1/685x450.jpg']);
  });

  it('preloads no picture for an item without one, and reads nothing for a page without first reads', async () => {
    const api = fakeApi({ 'GET /v1/client/items/42': ok(itemDetail({ id: 42, images: [] })) });
    preloadFirstReads('/product/42/bare-panel');
    preloadFirstReads('/shop/cart');
    await settle();
    expect(api.calls).toHaveLength(1);
    expect(preloadedImages()).toEqual([]);
  });

  it('preloads nothing when the read fails', async () => {
    fakeApi({ 'GET /v1/client/items/43': fail(404) });
    preloadFirstReads('/product/43/gone');
    await settle();
    expect(preloadedImages()).toEqual([]);
  });
});
