export { cardBrand } from './card-brand';
export {
  PAYMENT_PROVIDER,
  PaymentRefusedError,
  UnknownAuthorizationError,
  type AuthorizeRequest,
  type AuthorizeResult,
  type CaptureResult,
  type CardDetails,
  type PaymentProvider,
  type PaymentStatus,
} from './payment-provider.port';
export { PAYMENT_PROVIDERS, PaymentsModule } from './payments.module';
export { SandboxPaymentProvider } from './adapters/sandbox.payment-provider';
export { SandboxPayment, SandboxPaymentSchema, type SandboxPaymentDocument } from './sandbox-payment.schema';
export { DEFAULT_PAYMENT_ATTEMPT_LIMITS, PAYMENT_ATTEMPT_POLICY, PaymentAttemptLimits, paymentAttemptPolicyFromEnv } from './payment-attempt-limits';
