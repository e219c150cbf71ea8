import { Test } from '@nestjs/testing';
import { RateTableShippingRates, SHIPPING_RATES, ShippingModule, type ShippingRates } from './index';

describe('ShippingModule', () => {
  it('provides the rate table as SHIPPING_RATES', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ShippingModule.forRoot()] }).compile();
    const rates = moduleRef.get<ShippingRates>(SHIPPING_RATES);
    expect(rates).toBeInstanceOf(RateTableShippingRates);
    expect(rates.name).toBe('rate-table');
    await moduleRef.close();
  });
});
