import { type DynamicModule, Module } from '@nestjs/common';
import { RateTableShippingRates } from './rate-table';
import { SHIPPING_RATES } from './shipping-rates';

/**
 * Global module providing `SHIPPING_RATES` (a `ShippingRates`). Today the one adapter is the rate table,
 * a stand-in for a carrier; a carrier API adapter would be chosen here by configuration.
 * Inject it with `@Inject(SHIPPING_RATES) private readonly rates: ShippingRates`.
 */
@Module({})
export class ShippingModule {
  static forRoot(): DynamicModule {
    return {
      module: ShippingModule,
      global: true,
      providers: [{ provide: SHIPPING_RATES, useClass: RateTableShippingRates }],
      exports: [SHIPPING_RATES],
    };
  }
}
