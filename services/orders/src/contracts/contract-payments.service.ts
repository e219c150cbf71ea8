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
  defineSaga,
  ForbiddenError,
  NotFoundError,
  Outbox,
  isDuplicateKeyError,
  PaymentDeclinedError,
  Saga,
  stepDone,
  stepFailed,
} from '@solar/platform';
import type { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { PAYMENT_PROVIDER, PaymentRefusedError, type PaymentProvider } from '../payments';
import { ContractPayment } from './contract-payment.schema';
import { TraderClient } from './trader-client.service';

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
 * Payments of trader contracts, the orders side of a saga on the platform's saga helper, in the payment's own
 * `status`:
 *
 *   authorize (the buyer's request: authorizing -> authorized, with orders.contract-payment.authorized; undone
 *     by voiding the card's hold)
 *   confirm (the trader sells the held units: trader.contract.confirmed, or .refused when the contract was
 *     called off; undone by orders.contract-payment.failed, which puts the units back on the deal)
 *   capture (here, on the confirmation: authorized -> captured, with orders.contract-payment.captured)
 *
 * A refusal ends the payment `voided`; a capture that fails after the confirmation, or a provider out of reach
 * while authorizing, ends it `failed`. Either frees the contract for another payment (`open_slot`).
 */
@Injectable()
export class ContractPaymentsService {
  private readonly logger = new Logger(ContractPaymentsService.name);
  private readonly saga: Saga<ContractPayment, ContractPaymentStatus>;

  constructor(
    @InjectModel(ContractPayment.name) private readonly payments: Model<ContractPayment>,
    private readonly trader: TraderClient,
    private readonly outbox: Outbox,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {
    const definition = defineSaga<ContractPayment, ContractPaymentStatus>({
      name: 'contract-payment',
      steps: [
        {
          name: 'authorize',
          from: 'authorizing',
          to: 'authorized',
          compensate: { call: (payment) => this.provider.void(payment.authorization_id!).then(() => undefined) },
        },
        {
          name: 'confirm',
          from: 'authorized',
          compensate: { write: (payment, failure) => ({ events: [this.event(EVENTS.orders.contractPaymentFailed, payment, failure.reason)] }) },
        },
        { name: 'capture', from: 'authorized', to: 'captured', invoke: (payment) => this.capture(payment) },
      ],
      failed: (_payment, failure) => ({ to: failure.step === 'confirm' ? 'voided' : 'failed', set: { reason: failure.reason }, unset: ['open_slot'] }),
    });
    this.saga = new Saga(definition, payments, outbox);
  }

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
      // A refusal of the request, like a decline, is the buyer's answer: no payment was made, none is kept.
      if (error instanceof PaymentRefusedError) {
        await this.payments.deleteOne({ payment_id: paymentId, status: 'authorizing' });
        throw new BusinessRuleError(error.reason);
      }
      this.logger.error(`authorizing contract payment ${paymentId} failed: ${(error as Error).message}`);
      await this.saga.answer({ payment_id: paymentId }, 'authorize', stepFailed(CHECKOUT_MESSAGES.paymentFailed));
      throw new BadGatewayError(CHECKOUT_MESSAGES.paymentFailed);
    }
    if (authorization.status === 'declined') {
      await this.payments.deleteOne({ payment_id: paymentId, status: 'authorizing' });
      throw new PaymentDeclinedError(authorization.reason, { 'payment.card_number': [authorization.reason] });
    }
    const authorized = await this.payments.findOne({ payment_id: paymentId }).lean<ContractPayment>();
    const written = await this.saga.answer(
      { payment_id: paymentId },
      'authorize',
      stepDone({
        set: { authorization_id: authorization.authorization_id, brand: authorization.brand, last4: authorization.last4 },
        events: [this.event(EVENTS.orders.contractPaymentAuthorized, authorized!, null)],
      }),
    );
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
    await this.saga.answer({ payment_id: event.payment_id }, 'confirm', stepDone());
  }

  /** The trader refused the payment (`trader.contract.refused`, the contract was called off): release the card's hold. */
  async onRefused(event: TraderContractPayload): Promise<void> {
    await this.saga.answer({ payment_id: event.payment_id }, 'confirm', stepFailed(event.reason ?? M.contractNotPayable));
  }

  private async capture(payment: ContractPayment) {
    const capture = await this.provider.capture(payment.authorization_id!);
    if (capture.status === 'captured') return stepDone({ events: [this.event(EVENTS.orders.contractPaymentCaptured, payment, null)] });
    this.logger.warn(`contract payment ${payment.payment_id}: capture failed (${capture.reason}); voiding`);
    return stepFailed(CHECKOUT_MESSAGES.paymentFailed);
  }

  /** A step's event: the payment as the trader reads it. */
  private event(type: EventName, payment: ContractPayment, reason: string | null) {
    return this.outbox.event(type, payment.offer_id, {
      payment_id: payment.payment_id,
      contract_id: payment.contract_id,
      offer_id: payment.offer_id,
      amount: payment.amount,
      reason,
      at: new Date().toISOString(),
    });
  }
}
