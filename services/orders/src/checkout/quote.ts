import { Inject, Injectable } from '@nestjs/common';
import {
  isPayableTotal,
  MESSAGES,
  sumMoney,
  type CartAnswer,
  type CartLine,
  type Delivery,
  type ParcelPoint,
  type ShippingQuote,
  type ShippingRate,
} from '@solar/contracts';
import { BusinessRuleError } from '@solar/platform';
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

  async price(cart: CartAnswer, to: ParcelPoint, delivery: Delivery): Promise<PricedCart> {
    const lines: QuotedLine[] = [];
    for (const line of cart.items) {
      const rate = await rateLine(this.rates, line.item, line.qty, to, delivery);
      lines.push({ line, rate, tax: salesTax([{ sum: line.sum, is_taxable: line.item.is_taxable }], to.state) });
    }
    // Every total in integer cents (sumMoney); one that is not a finite amount that can be charged at once
    // (a rate or tax on an item listed before the money bounds) answers 422 instead of reaching the order.
    const tooLarge = () => new BusinessRuleError(MESSAGES.limits.orderTotalTooLarge, { cart: [MESSAGES.limits.orderTotalTooLarge] });
    if (!lines.every((l) => [l.line.sum, l.rate.amount, l.tax].every(isPayableTotal))) throw tooLarge();
    const subtotal = sumMoney(lines.map((l) => l.line.sum));
    const shipping = sumMoney(lines.map((l) => l.rate.amount));
    const tax = sumMoney(lines.map((l) => l.tax));
    const total = sumMoney([subtotal, shipping, tax]);
    if (!isPayableTotal(total)) throw tooLarge();
    return {
      lines,
      quote: {
        delivery,
        lines: lines.map((l) => l.rate),
        shipping_cost: shipping,
        subtotal,
        tax,
        total_amount: total,
      },
    };
  }
}
