import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  AddToCartBody,
  CART_API,
  CART_INTERNAL_API,
  CART_MESSAGES,
  CartOwnerBody,
  CartQuantityBody,
  CartSearchBody,
  MESSAGES,
  type AccessTokenClaims,
} from '@solar/contracts';
import { CurrentUser, ForbiddenError, Public, Roles, withMessage } from '@solar/platform';
import { itemUuidOf, ownerOf, quantityOf } from '../common/requests';
import { GuestMerge } from '../guest-merge.service';
import { CartsService } from './carts.service';

/**
 * The shopper's cart. The owner is the caller's token: a signed-in user, or a guest session identity issued;
 * without a token 401 `errors.owner_id`. Every route answers 200, a POST included: an add may only raise a
 * line that was there.
 */
@Controller()
@Public()
export class CartsController {
  constructor(
    private readonly carts: CartsService,
    private readonly guestMerge: GuestMerge,
  ) {}

  @Post(CART_API.cart)
  @HttpCode(200)
  async add(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: AddToCartBody) {
    const owner = ownerOf(caller, body);
    const fromWishlist = body.from_wishlist === true;
    const line = await this.carts.add(owner, itemUuidOf(body.item_uuid), quantityOf(body.qty), fromWishlist);
    return withMessage(line, fromWishlist ? MESSAGES.toast.wishlistItemAddedToCart : MESSAGES.toast.itemAddedToCart);
  }

  /**
   * The cart, priced now. A signed-in caller may name the guest id it shopped under before signing in: that
   * guest's cart and wishlist are merged first, if the sign-in event has not done it yet, but only when the
   * account token names that guest (`merged_guest_id`, signed at a sign-in that presented the guest's token).
   * Any other guest id is ignored: naming someone's guest id never reads or takes their cart.
   */
  @Post(CART_API.cartSearch)
  @HttpCode(200)
  async search(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: CartSearchBody) {
    const owner = ownerOf(caller, body);
    const proven = caller && !caller.guest ? caller.merged_guest_id : undefined;
    if (proven && typeof body.guest_id === 'string' && body.guest_id.trim().toLowerCase() === proven.toLowerCase()) {
      await this.guestMerge.merge(owner, proven);
    }
    return this.carts.answer(owner);
  }

  // Declared before the `:item_uuid` routes: `_delete` empties the cart, it is not an item.
  @Post(CART_API.cartEmpty)
  @HttpCode(200)
  async empty(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() body: CartOwnerBody) {
    const removed = await this.carts.empty(ownerOf(caller, body));
    return withMessage({ removed }, CART_MESSAGES.cartEmptied);
  }

  @Put(CART_API.cartLine.template)
  setQuantity(@CurrentUser() caller: AccessTokenClaims | undefined, @Param('item_uuid') itemUuid: string, @Body() body: CartQuantityBody) {
    return this.carts.setQuantity(ownerOf(caller, body), itemUuidOf(itemUuid), quantityOf(body.qty));
  }

  @Post(CART_API.cartLineDelete.template)
  @HttpCode(200)
  async removeLine(@CurrentUser() caller: AccessTokenClaims | undefined, @Param('item_uuid') itemUuid: string, @Body() body: CartOwnerBody) {
    await this.carts.removeLine(ownerOf(caller, body), itemUuidOf(itemUuid));
    return withMessage({ removed: true }, MESSAGES.toast.itemRemovedFromCart);
  }
}

/** Service-to-service routes (orders' checkout); the gateway never routes /internal. */
@Controller()
export class InternalCartsController {
  constructor(private readonly carts: CartsService) {}

  /**
   * Any owner's cart as the shopper would see it (no guest merge), for another service (orders signs
   * `service:<name>` tokens); an admin's own account token does not open other people's carts.
   */
  @Get(CART_INTERNAL_API.cart.template)
  @Roles('admin')
  get(@CurrentUser() caller: AccessTokenClaims, @Param('owner_id') ownerId: string) {
    if (!caller.sub.startsWith('service:')) throw new ForbiddenError('Forbidden');
    return this.carts.answer(ownerId);
  }
}
