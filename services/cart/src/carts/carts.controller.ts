import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CART_MESSAGES, MESSAGES, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Public, Roles, withMessage } from '@solar/platform';
import { bodyOf, itemUuidOf, ownerOf, quantityOf } from '../common/requests';
import { GuestMerge } from '../guest-merge.service';
import { CartsService } from './carts.service';

/**
 * The shopper's cart. Open to guests: the owner is the caller's token, else the guest uuid in `owner_id`.
 * Every route answers 200, a POST included: an add may only raise a line that was there.
 */
@Controller('v1/client/cart')
@Public()
export class CartsController {
  constructor(
    private readonly carts: CartsService,
    private readonly guestMerge: GuestMerge,
  ) {}

  @Post()
  @HttpCode(200)
  async add(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() raw: unknown) {
    const body = bodyOf(raw);
    const owner = ownerOf(caller, body);
    const fromWishlist = body.from_wishlist === true;
    const line = await this.carts.add(owner, itemUuidOf(body.item_uuid), quantityOf(body.qty), fromWishlist);
    return withMessage(line, fromWishlist ? MESSAGES.toast.wishlistItemAddedToCart : MESSAGES.toast.itemAddedToCart);
  }

  /**
   * The cart, priced now. A signed-in caller may name the guest uuid it shopped under before signing in:
   * that guest's cart and wishlist are merged first, if the sign-in event has not done it yet.
   */
  @Post('search')
  @HttpCode(200)
  async search(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() raw: unknown) {
    const body = bodyOf(raw);
    const owner = ownerOf(caller, body);
    if (caller && !caller.guest && body.guest_id !== undefined) await this.guestMerge.merge(owner, body.guest_id);
    return this.carts.answer(owner);
  }

  // Declared before the `:item_uuid` routes: `_delete` empties the cart, it is not an item.
  @Post('_delete')
  @HttpCode(200)
  async empty(@CurrentUser() caller: AccessTokenClaims | undefined, @Body() raw: unknown) {
    const removed = await this.carts.empty(ownerOf(caller, bodyOf(raw)));
    return withMessage({ removed }, CART_MESSAGES.cartEmptied);
  }

  @Put(':item_uuid')
  setQuantity(@CurrentUser() caller: AccessTokenClaims | undefined, @Param('item_uuid') itemUuid: string, @Body() raw: unknown) {
    const body = bodyOf(raw);
    return this.carts.setQuantity(ownerOf(caller, body), itemUuidOf(itemUuid), quantityOf(body.qty));
  }

  @Post(':item_uuid/delete')
  @HttpCode(200)
  async removeLine(@CurrentUser() caller: AccessTokenClaims | undefined, @Param('item_uuid') itemUuid: string, @Body() raw: unknown) {
    await this.carts.removeLine(ownerOf(caller, bodyOf(raw)), itemUuidOf(itemUuid));
    return withMessage({ removed: true }, MESSAGES.toast.itemRemovedFromCart);
  }
}

/** Service-to-service routes (orders' checkout); the gateway never routes /internal. */
@Controller('internal/carts')
export class InternalCartsController {
  constructor(private readonly carts: CartsService) {}

  /** Any owner's cart as the shopper would see it (no guest merge). */
  @Get(':owner_id')
  @Roles('admin')
  get(@Param('owner_id') ownerId: string) {
    return this.carts.answer(ownerId);
  }
}
