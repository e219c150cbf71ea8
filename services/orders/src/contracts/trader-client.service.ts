import { Inject, Injectable } from '@nestjs/common';
import { QUOTE_MESSAGES, TRADER_INTERNAL_API, type ApiSuccess, type ContractPaymentTerms } from '@solar/contracts';
import { NotFoundError, ServiceUnavailableError, TokenService } from '@solar/platform';

export const TRADER_URL = Symbol('TRADER_URL');

/** What a contract costs and who pays it, from the trader service, which owns contracts: the buyer is waiting. */
@Injectable()
export class TraderClient {
  constructor(
    private readonly tokens: TokenService,
    @Inject(TRADER_URL) private readonly traderUrl: string,
  ) {}

  async contractPayment(offerId: string): Promise<ContractPaymentTerms> {
    const token = this.tokens.serviceToken('orders');
    let response: Response;
    try {
      response = await fetch(`${this.traderUrl}${TRADER_INTERNAL_API.contractPayment(offerId)}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ServiceUnavailableError(`The contract could not be read: ${(error as Error).message}`);
    }
    if (response.status === 404) throw new NotFoundError(QUOTE_MESSAGES.contractNotFound);
    if (!response.ok) throw new ServiceUnavailableError(`The trader service answered ${response.status}`);
    return ((await response.json()) as ApiSuccess<ContractPaymentTerms>).data;
  }
}
