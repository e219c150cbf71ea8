import { Body, Controller, ForbiddenException, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  FULFILMENT_STATUSES,
  validateOrderStatusLookup,
  validateTrackingUpdate,
  type AccessTokenClaims,
  type FulfilmentStatus,
  type OrderStatusRequest,
  type SoldItemsRequest,
  type TrackingUpdateRequest,
} from '@solar/contracts';
import { CurrentUser, FormRules, parsePageQuery, Public, Roles } from '@solar/platform';
import { OrdersService } from './orders.service';

const DEFAULT_PAGE = { page: 1, limit: 10 };

@Controller('v1/client')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** The public order-status lookup (no sign-in: the order number and its e-mail open it). */
  @Post('orders/status')
  @Public()
  @HttpCode(200)
  status(@Body(new FormRules(validateOrderStatusLookup)) body: OrderStatusRequest) {
    return this.orders.status(body.order_number, body.email);
  }

  /** The signed-in buyer's orders, newest first. */
  @Get('my-profile/purchase-history')
  purchaseHistory(@CurrentUser() user: AccessTokenClaims, @Query() query: Record<string, string | undefined>) {
    if (user.guest) throw new ForbiddenException();
    return this.orders.purchaseHistory(user.sub, parsePageQuery(query, DEFAULT_PAGE));
  }

  @Post('orders/tracking/update')
  @Roles('seller')
  @HttpCode(200)
  trackingUpdate(@CurrentUser() seller: AccessTokenClaims, @Body(new FormRules(validateTrackingUpdate)) body: TrackingUpdateRequest) {
    return this.orders.updateTracking(seller.sub, body);
  }

  @Post('seller/sold-items')
  @Roles('seller')
  @HttpCode(200)
  soldItems(@CurrentUser() seller: AccessTokenClaims, @Body() body: SoldItemsRequest) {
    const paging = parsePageQuery({ page: body?.page === undefined ? undefined : String(body.page), limit: body?.limit === undefined ? undefined : String(body.limit) }, DEFAULT_PAGE);
    const wanted = body?.where?.fulfilment;
    const fulfilment = (FULFILMENT_STATUSES as readonly unknown[]).includes(wanted) ? (wanted as FulfilmentStatus) : undefined;
    return this.orders.soldItems(seller.sub, paging, fulfilment);
  }

  @Post('sold-items/receipt')
  @Roles('seller')
  @HttpCode(200)
  receipt(@CurrentUser() seller: AccessTokenClaims, @Body(new FormRules(validateReceiptRequest)) body: { order_number: string }) {
    return this.orders.receipt(seller.sub, body.order_number);
  }
}

/** A receipt names only the order. */
function validateReceiptRequest(input: Record<string, unknown>): Record<string, string[]> {
  const { order_number } = validateOrderStatusLookup(input);
  return order_number ? { order_number } : {};
}
