/** @jest-environment jsdom */
import { resetBrowserState, guestSessionData } from '../test/app';
import { CART_OWNER } from './owner';
import { storeGuestSession } from './session';

describe('CART_OWNER', () => {
  afterEach(resetBrowserState);
  const [, now, onServer] = CART_OWNER;

  it("is, in a browser without a guest session, the very snapshot the server's render and hydration used", () => {
    // A different (if equal) array would re-render every cart and wishlist reader synchronously after hydration.
    expect(now()).toBe(onServer());
    expect(now()).toBe(now());
  });

  it('becomes the guest, the same array while the guest stays', () => {
    const guest = guestSessionData(3);
    storeGuestSession(guest);
    expect(now()).toEqual(['guest', guest.guest_id]);
    expect(now()).toBe(now());
  });
});
