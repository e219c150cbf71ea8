import { Injectable } from '@nestjs/common';
import { cartOwnerOf } from '@solar/contracts';
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

  /** Ignores a guest id that could never own a cart (not a browser uuid). */
  async merge(userId: string, guestId: unknown): Promise<void> {
    const guest = cartOwnerOf(undefined, guestId);
    if (!guest || guest === userId) return;
    await this.carts.mergeGuest(userId, guest);
    await this.wishlist.mergeGuest(userId, guest);
  }
}
