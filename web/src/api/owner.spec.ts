/** @jest-environment jsdom */
import { BUYER, guestSessionData, resetBrowserState, signedInAs } from '../test/app';
import { CART_OWNER } from './owner';
import { clearSession, getSessionSnapshot, SIGNED_OUT, storeGuestSession } from './session';

// The snapshots of the session stores, as useSyncExternalStore reads them: a snapshot that differs from the one
// the server's render and hydration used re-renders its component synchronously, right after hydration.

describe('the stored session', () => {
  afterEach(resetBrowserState);

  it("is, signed out, the server's very snapshot, also after a sign-out", () => {
    expect(getSessionSnapshot()).toBe(SIGNED_OUT);
    signedInAs(BUYER, ['customer']);
    expect(getSessionSnapshot().session?.user.id).toBe(BUYER.id);
    clearSession();
    expect(getSessionSnapshot()).toBe(SIGNED_OUT);
  });
});

describe('CART_OWNER', () => {
  afterEach(resetBrowserState);
  const [, now, onServer] = CART_OWNER;

  it("is, in a browser without a guest session, the very snapshot the server's render and hydration used", () => {
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
