import { Inject, Injectable } from '@nestjs/common';
import { CART_INTERNAL_API, type ApiSuccess, type CartAnswer } from '@solar/contracts';
import { ServiceUnavailableError, TokenService } from '@solar/platform';

export const CART_URL = Symbol('CART_URL');

/**
 * The cart owner's lines, priced by the cart service from its read model of catalog events. A direct call,
 * because the buyer is waiting for the checkout's answer.
 */
@Injectable()
export class CartClient {
  constructor(
    private readonly tokens: TokenService,
    @Inject(CART_URL) private readonly cartUrl: string,
  ) {}

  async cartOf(ownerId: string): Promise<CartAnswer> {
    const token = this.tokens.serviceToken('orders');
    let response: Response;
    try {
      response = await fetch(`${this.cartUrl}${CART_INTERNAL_API.cart(ownerId)}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ServiceUnavailableError(`The cart could not be read: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ServiceUnavailableError(`The cart service answered ${response.status}`);
    return ((await response.json()) as ApiSuccess<CartAnswer>).data;
  }
}
