import { CHROME_HIDDEN_PATHS, CHROME_HIDDEN_TRADER_ADMIN_PAGES, TRADER_CHAT_PATHS, isChatWidgetHidden, isChromeHidden } from './chrome';

describe('isChromeHidden', () => {
  it.each(['/login', '/register', '/reset-password', '/password/reset', '/shop/checkout'])('hides header and footer on %s', (path) => {
    expect(isChromeHidden(path)).toBe(true);
  });

  it('hides them on every trader-admin page the spec lists (and ours: the audit log, the support inbox), and on pages below them', () => {
    const spec = [
      'listing',
      'listing/update',
      'product-detail',
      'price-listing',
      'listing-status',
      'sold-deals',
      'deals-ownership',
      'private-listing',
      'offer-bid-listing',
      'ads-management',
      'featured-product',
      'hot-product',
      'bulk-edit',
      'bulkEdit',
      'chat',
      'dashboard',
    ];
    expect(CHROME_HIDDEN_TRADER_ADMIN_PAGES).toEqual(expect.arrayContaining([...spec, 'audit-log', 'support']));
    for (const page of CHROME_HIDDEN_TRADER_ADMIN_PAGES) {
      expect(isChromeHidden(`/trader/trader-admin/${page}`)).toBe(true);
      expect(isChromeHidden(`/trader/trader-admin/${page}/42`)).toBe(true);
    }
  });

  it('ignores a trailing slash and letter case, as route matching does', () => {
    expect(isChromeHidden('/login/')).toBe(true);
    expect(isChromeHidden('/Shop/Checkout')).toBe(true);
    expect(isChromeHidden('/trader/trader-admin/bulkedit')).toBe(true);
  });

  it.each(['/', '/register/seller', '/shop/cart', '/shop/checkout-help', '/loginx', '/trader/deals', '/trader/trader-admin', '/trader/chat/buyer'])(
    'shows them on %s',
    (path) => {
      expect(isChromeHidden(path)).toBe(false);
    },
  );

  it('lists only paths, each starting with a slash', () => {
    for (const path of CHROME_HIDDEN_PATHS) expect(path).toMatch(/^\/[a-z/-]+$/);
  });
});

describe('isChatWidgetHidden', () => {
  it('hides the chat widget on the trader chat pages, which keep header and footer', () => {
    for (const path of TRADER_CHAT_PATHS) {
      expect(isChatWidgetHidden(path)).toBe(true);
      expect(isChatWidgetHidden(`${path.toUpperCase()}/`)).toBe(true);
      expect(isChromeHidden(path)).toBe(false);
    }
  });

  it('hides it on every trader-admin page', () => {
    for (const page of CHROME_HIDDEN_TRADER_ADMIN_PAGES) expect(isChatWidgetHidden(`/trader/trader-admin/${page}`)).toBe(true);
    expect(isChatWidgetHidden('/trader/trader-admin')).toBe(true);
  });

  it.each(['/', '/trader/deals', '/trader/offer-or-bid', '/trader/chat', '/trader/chat/buyers', '/login'])('shows it on %s', (path) => {
    expect(isChatWidgetHidden(path)).toBe(false);
  });
});
