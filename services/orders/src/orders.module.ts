import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, PlatformModule, serviceUrl, type PlatformConfig } from '@solar/platform';
import { CART_URL, CartClient } from './checkout/cart-client';
import { CATALOG_URL, CatalogClient } from './checkout/catalog-client';
import { CheckoutController } from './checkout/checkout.controller';
import { ContractPayment, ContractPaymentSchema } from './contracts/contract-payment.schema';
import { ContractCheckoutController, ContractEventsConsumer } from './contracts/contract-payments.controller';
import { ContractPaymentsService } from './contracts/contract-payments.service';
import { TRADER_URL, TraderClient } from './contracts/trader-client.service';
import { CheckoutService } from './checkout/checkout.service';
import { CartQuoter } from './checkout/quote';
import { Order, OrderSchema } from './orders/order.schema';
import type { OrdersOptions } from './orders.options';
import { OrdersController } from './orders/orders.controller';
import { ORDERS_SETTINGS, OrdersService } from './orders/orders.service';
import { DEFAULT_PAYMENT_ATTEMPT_LIMITS, PAYMENT_ATTEMPT_POLICY, PaymentAttemptLimits, PaymentsModule } from './payments';
import { PayoutAccountDoc, PayoutAccountSchema } from './payouts/payout-account.schema';
import { PayoutsController } from './payouts/payouts.controller';
import { SalesSnapshotController } from './sales/sales-snapshot.controller';
import { SalesSnapshotService } from './sales/sales-snapshot.service';
import { AbandonedCheckouts } from './saga/abandoned-checkouts.service';
import { OrderSagaService } from './saga/order-saga.service';
import { StockEventsController } from './saga/stock-events.controller';
import { ShippingModule } from './shipping';

export const ORDERS_SERVICE = 'orders' as const;

/** Checkout, orders and their saga, payments (provider port), shipping quotes, sold items, receipts and payouts. */
@Module({})
export class OrdersModule {
  static forRoot(config: PlatformConfig, options: OrdersOptions = {}): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        PlatformModule.forService({ service: ORDERS_SERVICE, config }),
        DocumentStoreModule.forFeature([
          { name: Order.name, schema: OrderSchema },
          { name: PayoutAccountDoc.name, schema: PayoutAccountSchema },
          { name: ContractPayment.name, schema: ContractPaymentSchema },
        ]),
        PaymentsModule.forRoot({ provider: options.paymentProvider }),
        ShippingModule.forRoot(),
      ],
      controllers: [
        CheckoutController,
        OrdersController,
        PayoutsController,
        SalesSnapshotController,
        StockEventsController,
        ContractCheckoutController,
        ContractEventsConsumer,
      ],
      providers: [
        SalesSnapshotService,
        CheckoutService,
        CartClient,
        CatalogClient,
        CartQuoter,
        OrdersService,
        OrderSagaService,
        AbandonedCheckouts,
        ContractPaymentsService,
        TraderClient,
        { provide: TRADER_URL, useValue: options.traderUrl ?? serviceUrl('trader') },
        { provide: CART_URL, useValue: options.cartUrl ?? serviceUrl('cart') },
        { provide: CATALOG_URL, useValue: options.catalogUrl ?? serviceUrl('catalog') },
        { provide: ORDERS_SETTINGS, useValue: { platformFeePercent: options.platformFeePercent ?? 5 } },
        { provide: PAYMENT_ATTEMPT_POLICY, useValue: options.paymentAttempts ?? DEFAULT_PAYMENT_ATTEMPT_LIMITS },
        PaymentAttemptLimits,
      ],
    };
  }
}
