/** Injection token of the `PaymentProvider` that `PaymentsModule` provides. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Card details as the buyer typed them: passed to the provider, never stored or logged. expiry is MM/YY. */
export interface CardDetails {
  holder: string;
  number: string;
  cvc: string;
  expiry: string;
}

export type PaymentStatus = 'authorized' | 'captured' | 'voided' | 'declined' | 'failed';

export interface AuthorizeRequest {
  /** Our order number: one authorization per reference. */
  reference: string;
  /** USD, > 0. */
  amount: number;
  currency: 'USD';
  card: CardDetails;
}

export type AuthorizeResult =
  { status: 'authorized'; authorization_id: string; brand: string; last4: string } | { status: 'declined'; reason: string; brand: string; last4: string };

export type CaptureResult = { status: 'captured' } | { status: 'failed'; reason: string };

/**
 * The payment port: authorize at checkout, capture once stock is reserved, void to compensate.
 * Adapters never keep the card number or CVC: only the brand and the last four digits.
 */
export interface PaymentProvider {
  /** 'sandbox' */
  readonly name: string;
  /** Holds the amount on the card. Idempotent by reference: a second call answers what the first did. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Idempotent: capturing a captured authorization answers captured again. */
  capture(authorizationId: string): Promise<CaptureResult>;
  /** Idempotent; voiding a voided or failed one is a no-op; a captured one is refunded (status 'voided'). */
  void(authorizationId: string): Promise<void>;
  /** The authorization made for a reference (our order number), if any: for recovery after a crash. */
  findByReference(reference: string): Promise<{ authorization_id: string; status: PaymentStatus } | null>;
  /**
   * Where a seller sets up payouts, and the account's state once the link exists: 'active' when the provider
   * needs nothing more (the sandbox completes at once), else 'pending' until the provider confirms it.
   */
  onboardingLink(sellerId: string, returnUrl: string): Promise<{ url: string; account_id: string; account_status: 'pending' | 'active' }>;
}

/**
 * The provider refused the request itself (an amount it cannot authorize, a currency it does not take): the
 * buyer is answered with `reason` (4xx), not told the provider is down. The message is for the logs.
 */
export class PaymentRefusedError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}

/** Capture or void of an authorization id the provider never issued: a bug in the caller, not a decline. */
export class UnknownAuthorizationError extends Error {
  constructor(readonly authorizationId: string) {
    super(`Unknown authorization "${authorizationId}"`);
    this.name = 'UnknownAuthorizationError';
  }
}
