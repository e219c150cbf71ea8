import { BadRequestException, Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import {
  CART_MESSAGES,
  findUsState,
  isValidZip,
  MESSAGES,
  numberOf,
  text,
  validateCheckout,
  type AccessTokenClaims,
  type CheckoutRequest,
  type Delivery,
  type FedexRateRequest,
  type ShippingPriceRequest,
} from '@solar/contracts';
import { CurrentUser, FormRules, Public, requireCartOwner } from '@solar/platform';
import { highestQtyLocation, rateLine, SHIPPING_RATES, type ShippingRates } from '../shipping';
import { CatalogClient } from './catalog-client';
import { CheckoutService } from './checkout.service';

const deliveryOf = (value: unknown): Delivery => (value === 'local_pickup' ? 'local_pickup' : 'ship');

/** Where a parcel goes: a known state and a valid zip, or 400 with the location rules' messages. */
function destinationOf(input: { state?: unknown; zip?: unknown }): { state: string; zip: string } {
  const errors: Record<string, string[]> = {};
  const state = findUsState(text(input.state));
  if (!state) errors.state = [MESSAGES.validation.stateRequired];
  const zip = text(input.zip);
  if (!zip) errors.zip = [MESSAGES.validation.zipRequired];
  else if (!isValidZip(zip)) errors.zip = [MESSAGES.validation.zipInvalid];
  if (Object.keys(errors).length) throw new BadRequestException({ errors });
  return { state: state!.code, zip };
}

@Controller('v1/client')
@Public()
export class CheckoutController {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly catalog: CatalogClient,
    @Inject(SHIPPING_RATES) private readonly rates: ShippingRates,
  ) {}

  /** The caller's cart becomes an order; the card details go to the payment provider and nowhere else. */
  @Post('checkout')
  @HttpCode(200)
  checkout(
    @CurrentUser() user: AccessTokenClaims | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body(new FormRules(validateCheckout)) body: CheckoutRequest,
  ) {
    const ownerId = requireCartOwner(user, body.owner_id);
    const userId = user && !user.guest ? user.sub : null;
    return this.checkoutService.checkout({ ownerId, userId, idempotencyKey }, body);
  }

  /** Shipping per line, tax and totals of the caller's cart, for the checkout page's summary. */
  @Post('shipping/price')
  @HttpCode(200)
  shippingPrice(@CurrentUser() user: AccessTokenClaims | undefined, @Body() body: ShippingPriceRequest) {
    const ownerId = requireCartOwner(user, body.owner_id);
    return this.checkoutService.quote(ownerId, destinationOf(body), deliveryOf(body.delivery));
  }

  /** The carrier's rate for one item and quantity, e.g. on the product page. */
  @Post('fedex/rate')
  @HttpCode(200)
  async fedexRate(@Body() body: FedexRateRequest) {
    const to = destinationOf(body);
    const qty = numberOf(body.qty);
    if (qty === undefined || !Number.isInteger(qty) || qty < 1) throw new BadRequestException({ errors: { qty: [CART_MESSAGES.qtyWhole] } });
    const item = await this.catalog.shippableItem(text(body.item_uuid));
    return rateLine(this.rates, item, qty, to, 'ship');
  }

  /** Where an item ships from: its location with the most units. */
  @Post('highest/qty/location')
  @HttpCode(200)
  async highestQuantityLocation(@Body() body: { item_uuid?: string }) {
    const item = await this.catalog.shippableItem(text(body.item_uuid));
    return highestQtyLocation(item);
  }
}

