import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHECKOUT_MESSAGES,
  EVENTS,
  QUOTE_MESSAGES,
  type AccessTokenClaims,
  type ContractCheckoutRequest,
  type ContractPaymentStatus,
  type ContractPaymentView,
  type EventName,
  type TraderContractPayload,
} from '@solar/contracts';
import {
  BadGatewayError,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  Outbox,
  isDuplicateKeyError,
  PaymentDeclinedError,
} from '@solar/platform';
import type { Model, UpdateQuery } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { PAYMENT_PROVIDER, PaymentRefusedError, type PaymentProvider } from '../payments';
import { ContractPayment } from './contract-payment.schema';
import { TraderClient } from './trader-client';

const M = QUOTE_MESSAGES;
const newPaymentId = () => `CP-${randomBytes(8).toString('hex').toUpperCase()}`;

export const toPaymentView = (payment: ContractPayment): ContractPaymentView => ({
  payment_id: payment.payment_id,
  offer_id: payment.offer_id,
  contract_id: payment.contract_id,
  status: payment.status,
  amount: payment.amount,
  brand: payment.brand ?? null,
  last4: payment.last4 ?? null,
  reason: payment.reason ?? null,
  created_at: new Date(payment.created_at).toISOString(),
  updated_at: new Date(payment.updated_at).toISOString(),
});

/**
 * Payments of trader contracts, the orders side of a saga: authorize the buyer's card for the contract's total
 * (`authorized`) -> the trader sells the held units and confirms (capture: `captured`), or refuses because the
 * contract was called off (void) -> a capture that fails after the confirmation is voided and announced
 * (`failed`), so the trader holds the units again: the compensation. Each step is a write conditional on the
 * step before it, with its event, so redelivered events and second instances find nothing to do.
 */
@Injectable()
export class ContractPaymentsService {
  private readonly logger = new Logger(ContractPaymentsService.name);

  constructor(
    @InjectModel(ContractPayment.name) private readonly payments: Model<ContractPayment>,
    private readonly trader: TraderClient,
    private readonly outbox: Outbox,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** `POST contract-checkout`: the buyer's card holds the contract's total, and the trader is asked to confirm. */
  async checkout(caller: AccessTokenClaims, request: ContractCheckoutRequest): Promise<ContractPaymentView> {
    const contract = await this.trader.contractPayment(request.offer_id);
    if (contract.buyer_id !== caller.sub) throw new ForbiddenError(M.notYourContract);
    if (contract.status === 'Paid') throw new ConflictError(M.contractPaid);
    if (contract.status !== 'Signed') throw new BusinessRuleError(M.contractNotPayable);
    // No card pays $0 (quotes are refused at $0 since; an older one is called off, which releases its units).
    if (!(contract.total > 0)) throw new BusinessRuleError(M.contractTotalNotPayable);

    const paymentId = newPaymentId();
    try {
      await this.payments.create({
        payment_id: paymentId,
        contract_id: contract.id,
        offer_id: contract.offer_id,
        buyer_id: caller.sub,
        amount: contract.total,
        status: 'authorizing',
        authorization_id: null,
        brand: null,
        last4: null,
        reason: null,
        open_slot: contract.id,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError(M.paymentPending);
      throw error;
    }

    const card = request.payment;
    let authorization;
    try {
      authorization = await this.provider.authorize({
        reference: paymentId,
        amount: contract.total,
        currency: 'USD',
        card: { holder: card.card_holder_name.trim(), number: card.card_number, cvc: card.cvc, expiry: card.expiry_date },
      });
    } catch (error) {
      if (error instanceof PaymentRefusedError) {
        await this.payments.deleteOne({ payment_id: paymentId, status: 'authorizing' });
        throw new BusinessRuleError(error.reason);
      }
      this.logger.error(`authorizing contract payment ${paymentId} failed: ${(error as Error).message}`);
      await this.payments.updateOne(
        { payment_id: paymentId, status: 'authorizing' },
        { $set: { status: 'failed', reason: CHECKOUT_MESSAGES.paymentFailed }, $unset: { open_slot: '' } },
      );
      throw new BadGatewayError(CHECKOUT_MESSAGES.paymentFailed);
    }
    if (authorization.status === 'declined') {
      await this.payments.deleteOne({ payment_id: paymentId, status: 'authorizing' });
      throw new PaymentDeclinedError(authorization.reason, { 'payment.card_number': [authorization.reason] });
    }
    const written = await this.step(paymentId, 'authorizing', 'authorized', EVENTS.orders.contractPaymentAuthorized, {
      authorization_id: authorization.authorization_id,
      brand: authorization.brand,
      last4: authorization.last4,
    });
    return toPaymentView(written!);
  }

  /** `GET contract-checkout/{offer_id}`: the buyer's newest payment of the contract. */
  async latest(caller: AccessTokenClaims, offerId: string): Promise<ContractPaymentView> {
    const payment = await this.payments.findOne({ offer_id: offerId, buyer_id: caller.sub }).sort({ created_at: -1 }).lean<ContractPayment>();
    if (!payment) throw new NotFoundError(M.contractNotFound);
    return toPaymentView(payment);
  }

  /** The trader sold the units (`trader.contract.confirmed`): take the money, or undo everything if that fails. */
  async onConfirmed(event: TraderContractPayload): Promise<void> {
    const payment = await this.payments.findOne({ payment_id: event.payment_id, status: 'authorized' }).lean<ContractPayment>();
    if (!payment) return;
    const capture = await this.provider.capture(payment.authorization_id!);
    if (capture.status === 'captured') {
      await this.step(payment.payment_id, 'authorized', 'captured', EVENTS.orders.contractPaymentCaptured, {});
      return;
    }
    this.logger.warn(`contract payment ${payment.payment_id}: capture failed (${capture.reason}); voiding`);
    await this.provider.void(payment.authorization_id!);
    await this.step(payment.payment_id, 'authorized', 'failed', EVENTS.orders.contractPaymentFailed, { reason: CHECKOUT_MESSAGES.paymentFailed });
  }

  /** The trader refused the payment (`trader.contract.refused`, the contract was called off): release the card's hold. */
  async onRefused(event: TraderContractPayload): Promise<void> {
    const payment = await this.payments.findOne({ payment_id: event.payment_id, status: 'authorized' }).lean<ContractPayment>();
    if (!payment) return;
    await this.provider.void(payment.authorization_id!);
    await this.step(payment.payment_id, 'authorized', 'voided', null, { reason: event.reason ?? M.contractNotPayable });
  }

  /** Moves a payment `from` -> `to` with `set`, and its event when it has one: nothing when it is not at `from`. */
  private async step(
    paymentId: string,
    from: ContractPaymentStatus,
    to: ContractPaymentStatus,
    event: EventName | null,
    set: Partial<ContractPayment>,
  ): Promise<ContractPayment | null> {
    const ended = to === 'voided' || to === 'failed';
    const update: UpdateQuery<ContractPayment> = { $set: { ...set, status: to }, ...(ended ? { $unset: { open_slot: '' } } : {}) };
    const current = await this.payments.findOne({ payment_id: paymentId }).lean<ContractPayment>();
    if (!current) return null;
    const withEvent = event
      ? this.outbox.withEvents(
          update,
          this.outbox.event(event, current.offer_id, {
            payment_id: paymentId,
            contract_id: current.contract_id,
            offer_id: current.offer_id,
            amount: current.amount,
            reason: set.reason ?? null,
            at: new Date().toISOString(),
          }),
        )
      : update;
    return this.payments.findOneAndUpdate({ payment_id: paymentId, status: from }, withEvent, { returnDocument: 'after' }).lean<ContractPayment>();
  }
}
