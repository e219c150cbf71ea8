import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  CART_MESSAGES,
  CheckoutBody,
  FedexRateBody,
  findUsState,
  isValidZip,
  ItemLocationBody,
  LIMITS,
  MESSAGES,
  numberOf,
  ORDERS_API,
  ShippingPriceBody,
  text,
  type AccessTokenClaims,
  type Delivery,
  type ParcelPoint,
} from '@solar/contracts';
import { clientIp, CurrentUser, InvalidInputError, Public, requireCartOwner } from '@solar/platform';
import type { Request, Response } from 'express';
import { PaymentAttemptLimits } from '../payments';
import { highestQtyLocation, rateLine, SHIPPING_RATES, type ShippingRates } from '../shipping';
import { CatalogClient } from './catalog-client';
import { CheckoutService } from './checkout.service';

const deliveryOf = (value: unknown): Delivery => (value === 'local_pickup' ? 'local_pickup' : 'ship');

/** Where a parcel goes: a known state and a valid zip, or 400 with the location rules' messages. */
function destinationOf(input: { state?: unknown; zip?: unknown }): ParcelPoint {
  const errors: Record<string, string[]> = {};
  const state = findUsState(text(input.state));
  if (!state) errors.state = [MESSAGES.validation.stateRequired];
  const zip = text(input.zip);
  if (!zip) errors.zip = [MESSAGES.validation.zipRequired];
  else if (!isValidZip(zip)) errors.zip = [MESSAGES.validation.zipInvalid];
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return { state: state!.code, zip };
}

@Controller()
@Public()
export class CheckoutController {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly catalog: CatalogClient,
    @Inject(SHIPPING_RATES) private readonly rates: ShippingRates,
    private readonly paymentAttempts: PaymentAttemptLimits,
  ) {}

  /**
   * The caller's cart becomes an order; the card details go to the payment provider and nowhere else. The
   * cart is the one of the caller's token (account or guest session): `owner_id` never chooses it (403 when
   * it names another owner, 401 `errors.owner_id` without a token). Card payments are limited per owner and per
   * client address (429 with Retry-After, PaymentAttemptLimits).
   */
  @Post(ORDERS_API.checkout)
  @HttpCode(200)
  async checkout(
    @CurrentUser() user: AccessTokenClaims | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: CheckoutBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const ownerId = requireCartOwner(user, body.owner_id);
    const userId = user && !user.guest ? user.sub : null;
    await this.paymentAttempts.take(ownerId, clientIp(req), res);
    return this.checkoutService.checkout({ ownerId, userId, idempotencyKey }, body);
  }

  /** Shipping per line, tax and totals of the caller's cart (owned as at checkout), for the checkout page's summary. */
  @Post(ORDERS_API.shippingPrice)
  @HttpCode(200)
  shippingPrice(@CurrentUser() user: AccessTokenClaims | undefined, @Body() body: ShippingPriceBody) {
    const ownerId = requireCartOwner(user, body.owner_id);
    return this.checkoutService.quote(ownerId, destinationOf(body), deliveryOf(body.delivery));
  }

  /** The carrier's rate for one item and quantity, e.g. on the product page. */
  @Post(ORDERS_API.fedexRate)
  @HttpCode(200)
  async fedexRate(@Body() body: FedexRateBody) {
    const to = destinationOf(body);
    const qty = numberOf(body.qty);
    if (qty === undefined || !Number.isInteger(qty) || qty < 1) throw new InvalidInputError({ qty: [CART_MESSAGES.qtyWhole] });
    if (qty > LIMITS.quantityMax) throw new InvalidInputError({ qty: [MESSAGES.limits.quantityTooLarge] });
    const item = await this.catalog.shippableItem(text(body.item_uuid));
    return rateLine(this.rates, item, qty, to, 'ship');
  }

  /** Where an item ships from: its location with the most units. */
  @Post(ORDERS_API.highestQtyLocation)
  @HttpCode(200)
  async highestQuantityLocation(@Body() body: ItemLocationBody) {
    const item = await this.catalog.shippableItem(text(body.item_uuid));
    return highestQtyLocation(item);
  }
}
