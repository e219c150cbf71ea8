import { Inject, Injectable } from '@nestjs/common';
import { money, type CartAnswer, type CartLine, type Delivery, type ShippingQuote, type ShippingRate } from '@solar/contracts';
import { rateLine, SHIPPING_RATES, type ShippingRates } from '../shipping';
import { salesTax } from '../tax';

export interface QuotedLine {
  line: CartLine;
  rate: ShippingRate;
  tax: number;
}

export interface PricedCart {
  lines: QuotedLine[];
  quote: ShippingQuote;
}

/** Shipping for every line from the rate port, sales tax of the destination state, and the totals. */
@Injectable()
export class CartQuoter {
  constructor(@Inject(SHIPPING_RATES) private readonly rates: ShippingRates) {}

  async price(cart: CartAnswer, to: { state: string; zip: string }, delivery: Delivery): Promise<PricedCart> {
    const lines: QuotedLine[] = [];
    for (const line of cart.items) {
      const rate = await rateLine(this.rates, line.item, line.qty, to, delivery);
      lines.push({ line, rate, tax: salesTax([{ sum: line.sum, is_taxable: line.item.is_taxable }], to.state) });
    }
    const subtotal = money(lines.reduce((sum, l) => sum + l.line.sum, 0));
    const shipping = money(lines.reduce((sum, l) => sum + l.rate.amount, 0));
    const tax = money(lines.reduce((sum, l) => sum + l.tax, 0));
    return {
      lines,
      quote: {
        delivery,
        lines: lines.map((l) => l.rate),
        shipping_cost: shipping,
        subtotal,
        tax,
        total_amount: money(subtotal + shipping + tax),
      },
    };
  }
}
