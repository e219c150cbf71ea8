import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  CONTRACT_PDF,
  CancelContractBody,
  ContractsQueryParams,
  EVENTS,
  QUOTE_API,
  QUOTE_MESSAGES,
  ROLES,
  SignQuoteBody,
  TRADER_INTERNAL_API,
  type AccessTokenClaims,
  type EventOf,
} from '@solar/contracts';
import { CurrentUser, Inbox, RawResponse, Roles, withMessage } from '@solar/platform';
import type { Response } from 'express';
import { renderContractPdf } from './contract-pdf';
import { ContractsService, toContractView } from './contracts.service';

const M = QUOTE_MESSAGES;

/** The contract calls (QUOTE_API): signing, reading, calling off, and the PDF. */
@Controller()
@Roles(...ROLES)
export class ContractsController {
  constructor(private readonly contracts: ContractsService) {}

  @Get(QUOTE_API.contracts)
  page(@CurrentUser() caller: AccessTokenClaims, @Query() query: ContractsQueryParams) {
    return this.contracts.page(caller, query);
  }

  @Get(QUOTE_API.contract.template)
  view(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string) {
    return this.contracts.view(caller, offerId);
  }

  @Post(QUOTE_API.contract.template)
  async sign(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: SignQuoteBody) {
    return withMessage(await this.contracts.sign(caller, offerId, body.version), M.signed);
  }

  @Post(QUOTE_API.cancelContract.template)
  @HttpCode(200)
  async cancel(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Body() body: CancelContractBody) {
    return withMessage(await this.contracts.cancel(caller, offerId, body.reason), M.cancelled);
  }

  /** The PDF itself, not an envelope: a browser saves it under the spec's name. */
  @Get(QUOTE_API.contractPdf.template)
  @RawResponse()
  async pdf(@CurrentUser() caller: AccessTokenClaims, @Param('offer_id') offerId: string, @Res() res: Response) {
    const contract = await this.contracts.readable(caller, offerId);
    const pdf = await renderContractPdf(toContractView(contract, null));
    res
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${CONTRACT_PDF.fileName}.pdf"`,
        'cache-control': 'private, no-store',
      })
      .send(pdf);
  }
}

/** Service-to-service: what the orders service charges for a contract; the gateway never routes /internal. */
@Controller()
export class InternalContractsController {
  constructor(private readonly contracts: ContractsService) {}

  @Get(TRADER_INTERNAL_API.contractPayment.template)
  @Roles('admin')
  paymentTerms(@Param('offer_id') offerId: string) {
    return this.contracts.paymentTerms(offerId);
  }
}

/** The trader's side of the contract payment saga: the orders service's payment events. */
@Controller()
export class ContractPaymentsConsumer {
  constructor(
    private readonly contracts: ContractsService,
    private readonly inbox: Inbox,
  ) {}

  @EventPattern(EVENTS.orders.contractPaymentAuthorized)
  async authorized(@Payload() event: EventOf<'orders.contract-payment.authorized'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the contract's status and payment id, moved from Signed only, and its list of refused payments",
      apply: () => this.contracts.onPaymentAuthorized(event.data),
    });
  }

  @EventPattern(EVENTS.orders.contractPaymentFailed)
  async failed(@Payload() event: EventOf<'orders.contract-payment.failed'>): Promise<void> {
    await this.inbox.applyOnce(event, {
      idempotentBy: "the contract's status, moved back from Paid by this payment only, and the deal's sales per offer",
      apply: () => this.contracts.onPaymentFailed(event.data),
    });
  }
}
