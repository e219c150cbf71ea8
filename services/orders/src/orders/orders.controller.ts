import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ORDERS_API, OrderStatusBody, PurchaseHistoryQuery, ReceiptBody, SoldItemsBody, TrackingUpdateBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, ForbiddenError, Public, Roles } from '@solar/platform';
import { OrdersService } from './orders.service';

const DEFAULT_PAGE = { page: 1, limit: 10 };

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** The public order-status lookup (no sign-in: the order number and its e-mail open it). */
  @Post(ORDERS_API.orderStatus)
  @Public()
  @HttpCode(200)
  status(@Body() body: OrderStatusBody) {
    return this.orders.status(body.order_number, body.email);
  }

  /** The signed-in buyer's orders, newest first. */
  @Get(ORDERS_API.purchaseHistory)
  purchaseHistory(@CurrentUser() user: AccessTokenClaims, @Query() query: PurchaseHistoryQuery) {
    if (user.guest) throw new ForbiddenError('Forbidden');
    return this.orders.purchaseHistory(user.sub, { page: query.page ?? DEFAULT_PAGE.page, limit: query.limit ?? DEFAULT_PAGE.limit });
  }

  @Post(ORDERS_API.trackingUpdate)
  @Roles('seller')
  @HttpCode(200)
  trackingUpdate(@CurrentUser() seller: AccessTokenClaims, @Body() body: TrackingUpdateBody) {
    return this.orders.updateTracking(seller.sub, body);
  }

  @Post(ORDERS_API.soldItems)
  @Roles('seller')
  @HttpCode(200)
  soldItems(@CurrentUser() seller: AccessTokenClaims, @Body() body: SoldItemsBody) {
    const paging = { page: body.page ?? DEFAULT_PAGE.page, limit: body.limit ?? DEFAULT_PAGE.limit };
    return this.orders.soldItems(seller.sub, paging, body.where?.fulfilment);
  }

  @Post(ORDERS_API.soldItemsReceipt)
  @Roles('seller')
  @HttpCode(200)
  receipt(@CurrentUser() seller: AccessTokenClaims, @Body() body: ReceiptBody) {
    return this.orders.receipt(seller.sub, body.order_number);
  }
}
