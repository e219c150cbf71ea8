import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CHECKOUT_MESSAGES, fromCents, roundHalfUp, SANDBOX_TEST_CARDS, toCents } from '@solar/contracts';
import { isDuplicateKeyError } from '@solar/platform';
import type { Model } from 'mongoose';
import { cardBrand } from '../card-brand';
import {
  type AuthorizeRequest,
  type AuthorizeResult,
  type CaptureResult,
  type PaymentProvider,
  type PaymentStatus,
  PaymentRefusedError,
  UnknownAuthorizationError,
} from '../payment-provider.port';
import { SandboxPayment } from '../sandbox-payment.schema';

const DECLINED = CHECKOUT_MESSAGES.cardDeclined;
const CAPTURE_FAILED = CHECKOUT_MESSAGES.paymentFailed;
const VOIDED = 'The authorization was voided.';

type Outcome = 'captures' | 'capture_fails';

/** The documented test cards (SANDBOX_TEST_CARDS) by their digits; every other number is declined. */
const TEST_CARD_OUTCOMES: ReadonlyMap<string, Outcome> = new Map([
  [digitsOf(SANDBOX_TEST_CARDS.succeeds), 'captures'],
  [digitsOf(SANDBOX_TEST_CARDS.failsAfterAuthorization), 'capture_fails'],
]);

/** A card number without the spaces and dashes people type. */
function digitsOf(cardNumber: string): string {
  return String(cardNumber ?? '').replace(/[\s-]/g, '');
}

type Entry = Pick<SandboxPayment, 'authorization_id' | 'reference' | 'amount' | 'status' | 'brand' | 'last4' | 'capture_fails' | 'failure_reason'>;

/**
 * The embedded payment adapter: a card processor's behaviour, driven by documented test card numbers, with
 * its ledger in the orders service's own store (`sandbox_payments`). No money moves. The card number and
 * CVC are read once to pick the outcome and the brand, then dropped: neither is stored nor logged.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly logger = new Logger('Payments');

  constructor(@InjectModel(SandboxPayment.name) private readonly ledger: Model<SandboxPayment>) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    assertAuthorizeRequest(request);
    // Whole cents of the amount as meant, exact for any total the quote allows (MONEY_TOTAL_MAX).
    const amount = fromCents(toCents(request.amount));
    const existing = await this.byReference(request.reference);
    if (existing) return answerAgain(existing, amount);

    const digits = digitsOf(request.card?.number);
    const outcome = TEST_CARD_OUTCOMES.get(digits);
    const entry: Entry = {
      authorization_id: `sbx_auth_${randomUUID().replace(/-/g, '')}`,
      reference: request.reference,
      amount,
      status: outcome ? 'authorized' : 'declined',
      brand: cardBrand(digits),
      last4: digits.replace(/\D/g, '').slice(-4),
      capture_fails: outcome === 'capture_fails',
      failure_reason: outcome ? null : DECLINED,
    };
    // The unique index on reference must exist before two first calls can race to insert.
    await this.ledger.init();
    try {
      await this.ledger.create({ ...entry, currency: 'USD' });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // A concurrent call with the same reference got there first: answer what it answered.
      const winner = await this.byReference(request.reference);
      if (!winner) throw error;
      return answerAgain(winner, amount);
    }
    this.logger.log(
      `${entry.status === 'authorized' ? 'Authorized' : 'Declined'} ${amount} USD for ${entry.reference} (${entry.brand} ending ${entry.last4}): ${entry.authorization_id}`,
    );
    return answerOf(entry);
  }

  async capture(authorizationId: string): Promise<CaptureResult> {
    const entry = await this.byId(authorizationId);
    if (entry.status !== 'authorized') return captureAnswerOf(entry);
    const next = entry.capture_fails ? { status: 'failed' as const, failure_reason: CAPTURE_FAILED } : { status: 'captured' as const };
    // Conditional on the status read, so a concurrent capture or void cannot be overwritten.
    const moved = await this.ledger.updateOne({ authorization_id: authorizationId, status: 'authorized' }, { $set: next });
    if (moved.modifiedCount === 0) return this.capture(authorizationId); // it moved on meanwhile: answer by its new state
    this.logger.log(`Capture of ${authorizationId} (${entry.reference}): ${next.status}`);
    return captureAnswerOf({ ...entry, ...next });
  }

  async void(authorizationId: string): Promise<void> {
    const entry = await this.byId(authorizationId);
    // Voided, failed and declined authorizations hold nothing: nothing to undo.
    if (entry.status !== 'authorized' && entry.status !== 'captured') return;
    const moved = await this.ledger.updateOne({ authorization_id: authorizationId, status: entry.status }, { $set: { status: 'voided' } });
    if (moved.modifiedCount === 0) return this.void(authorizationId);
    this.logger.log(`${entry.status === 'captured' ? 'Refunded' : 'Voided'} ${authorizationId} (${entry.reference})`);
  }

  async findByReference(reference: string): Promise<{ authorization_id: string; status: PaymentStatus } | null> {
    const entry = await this.byReference(reference);
    return entry ? { authorization_id: entry.authorization_id, status: entry.status } : null;
  }

  /** The sandbox has no onboarding form: the account is ready at once and the link goes straight back. */
  async onboardingLink(sellerId: string, returnUrl: string): Promise<{ url: string; account_id: string; account_status: 'active' }> {
    if (typeof sellerId !== 'string' || sellerId.trim() === '') throw new Error('A seller id is required for an onboarding link');
    const url = parseReturnUrl(returnUrl);
    // One account per seller, the same on every call, without keeping anything.
    const accountId = `acct_sandbox_${createHash('sha256').update(sellerId).digest('hex').slice(0, 16)}`;
    url.searchParams.set('account_id', accountId);
    url.searchParams.set('onboarding', 'complete');
    return { url: url.toString(), account_id: accountId, account_status: 'active' };
  }

  private async byReference(reference: string): Promise<Entry | null> {
    if (typeof reference !== 'string') return null;
    return this.ledger.findOne({ reference }).lean<Entry>();
  }

  private async byId(authorizationId: string): Promise<Entry> {
    const entry = typeof authorizationId === 'string' ? await this.ledger.findOne({ authorization_id: authorizationId }).lean<Entry>() : null;
    if (!entry) throw new UnknownAuthorizationError(String(authorizationId));
    return entry;
  }
}

function assertAuthorizeRequest(request: AuthorizeRequest): void {
  if (typeof request.reference !== 'string' || request.reference.trim() === '') throw new Error('An authorization needs a reference');
  if (typeof request.amount !== 'number' || !Number.isFinite(request.amount) || roundHalfUp(request.amount, 2) <= 0) {
    throw new PaymentRefusedError(CHECKOUT_MESSAGES.amountNotChargeable, `The amount to authorize must be more than 0, got ${request.amount}`);
  }
  if (request.currency !== 'USD')
    throw new PaymentRefusedError(CHECKOUT_MESSAGES.amountNotChargeable, `The sandbox takes USD only, got ${String(request.currency)}`);
}

/** A repeated authorize answers the first answer; the same reference for another amount is a caller's bug. */
function answerAgain(existing: Entry, amount: number): AuthorizeResult {
  if (existing.amount !== amount) {
    throw new Error(`Reference ${existing.reference} was authorized for ${existing.amount} USD, not ${amount} USD`);
  }
  return answerOf(existing);
}

function answerOf(entry: Entry): AuthorizeResult {
  const { brand, last4 } = entry;
  // Whatever happened after the authorization (capture, void), the authorization itself was granted.
  return entry.status === 'declined'
    ? { status: 'declined', reason: entry.failure_reason ?? DECLINED, brand, last4 }
    : { status: 'authorized', authorization_id: entry.authorization_id, brand, last4 };
}

function captureAnswerOf(entry: Pick<Entry, 'status' | 'failure_reason'>): CaptureResult {
  switch (entry.status) {
    case 'captured':
      return { status: 'captured' };
    case 'voided':
      return { status: 'failed', reason: VOIDED };
    case 'declined':
      return { status: 'failed', reason: entry.failure_reason ?? DECLINED };
    default:
      return { status: 'failed', reason: entry.failure_reason ?? CAPTURE_FAILED };
  }
}

/** The seller comes back to an absolute http(s) address of ours; anything else is refused. */
function parseReturnUrl(returnUrl: string): URL {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw new Error(`The return URL must be an absolute http(s) address, got "${returnUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The return URL must be an absolute http(s) address, got "${returnUrl}"`);
  return url;
}
