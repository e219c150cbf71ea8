import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ContractCheckoutBody, EVENTS, ORDERS_API, QUOTE_MESSAGES, ROLES, type AccessTokenClaims, type EventOf } from '@solar/contracts';
import { clientIp, CurrentUser, Inbox, Roles, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { PaymentAttemptLimits } from '../payments';
import { ContractPaymentsService } from './contract-payments.service';

/** The buyer pays a signed trader contract; the saga goes on in the events below. */
@Controller()
@Roles(...ROLES)
export class ContractCheckoutController {
  constructor(
    private readonly payments: ContractPaymentsService,
    private readonly paymentAttempts: PaymentAttemptLimits,
  ) {}

  /** Card payments count against the same limits as the shop's checkout (429 with Retry-After past them). */
  @Post(ORDERS_API.contractCheckout)
  @HttpCode(202)
  async checkout(@CurrentUser() buyer: AccessTokenClaims, @Body() body: ContractCheckoutBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.paymentAttempts.take(buyer.sub, clientIp(req), res);
    return withMessage(await this.payments.checkout(buyer, body), QUOTE_MESSAGES.paymentAuthorized);
  }

  @Get(ORDERS_API.contractPayment.template)
  latest(@CurrentUser() buyer: AccessTokenClaims, @Param('offer_id') offerId: string) {
    return this.payments.latest(buyer, offerId);
  }
}

/** The orders side of the contract saga: the trader's answers to an authorized payment. */
@Controller()
export class ContractEventsConsumer {
  constructor(
    private readonly payments: ContractPaymentsService,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.trader.contractConfirmed)
  async confirmed(@Payload() event: EventOf<'trader.contract.confirmed'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: 'the payment status, moved from authorized only',
      apply: () => this.payments.onConfirmed(event.data),
    });
  }

  @EventPattern(EVENTS.trader.contractRefused)
  async refused(@Payload() event: EventOf<'trader.contract.refused'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: 'the payment status, moved from authorized only',
      apply: () => this.payments.onRefused(event.data),
    });
  }
}
