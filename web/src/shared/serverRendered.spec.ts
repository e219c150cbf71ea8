/** @jest-environment jsdom */
import { markServerRendered, showsServerRenderedPage } from './serverRendered';

describe('showsServerRenderedPage', () => {
  it('holds on the address the server rendered, and not after leaving it, even on coming back', () => {
    window.history.replaceState(null, '', '/shop/product/solar-panels');
    expect(showsServerRenderedPage()).toBe(false);
    markServerRendered();
    expect(showsServerRenderedPage()).toBe(true);

    window.history.pushState(null, '', '/shop/product/solar-panels?page_no=2');
    expect(showsServerRenderedPage()).toBe(false);
    // Back on it later: another visit, whose answers are old by then.
    window.history.replaceState(null, '', '/shop/product/solar-panels');
    expect(showsServerRenderedPage()).toBe(false);
  });
});
