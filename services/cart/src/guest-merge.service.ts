import { Injectable } from '@nestjs/common';
import { GUEST_ID_PATTERN, LEGACY_GUEST_ID_PATTERN } from '@solar/contracts';
import { CartsService } from './carts/carts.service';
import { WishlistService } from './wishlist/wishlist.service';

/**
 * Moves what a browser collected as a guest to the account it signed in to: on `identity.user.signed-in`,
 * and on the first cart read after sign-in, in case that event has not arrived yet. Both steps are
 * idempotent, so the two paths may run in any order, or at once.
 */
@Injectable()
export class GuestMerge {
  constructor(
    private readonly carts: CartsService,
    private readonly wishlist: WishlistService,
  ) {}

  /**
   * Ignores a guest id that could never own a guest cart (not one identity issues or confirmed). The caller
   * has established that the account took this guest over: identity's sign-in event names only a guest whose
   * token was presented, and cart/search only the guest its account token names.
   */
  async merge(userId: string, guestId: unknown): Promise<void> {
    const guest = typeof guestId === 'string' ? guestId.trim().toLowerCase() : '';
    if (!GUEST_ID_PATTERN.test(guest) && !LEGACY_GUEST_ID_PATTERN.test(guest)) return;
    if (guest === userId.toLowerCase()) return;
    await this.carts.mergeGuest(userId, guest);
    await this.wishlist.mergeGuest(userId, guest);
  }
}
