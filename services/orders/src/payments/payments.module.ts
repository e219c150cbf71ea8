import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigError, DocumentStoreModule } from '@solar/platform';
import { PAYMENT_PROVIDER } from './payment-provider.port';
import { SandboxPaymentProvider } from './adapters/sandbox.payment-provider';
import { SandboxPayment, SandboxPaymentSchema } from './sandbox-payment.schema';

/** Names `PaymentsModule.forRoot` accepts for `provider`. */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;

/**
 * Global module providing `PAYMENT_PROVIDER` (a `PaymentProvider`). Only the sandbox exists today; a card
 * processor adapter is added here, chosen by `provider`. The sandbox's ledger lives in the service's own
 * document store, so the app must import `DocumentStoreModule.forRoot` (PlatformModule does).
 * Inject it with `@Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider`.
 */
@Module({})
export class PaymentsModule {
  static forRoot(config: { provider?: string }): DynamicModule {
    // An empty setting counts as unset, as everywhere in the configuration.
    const provider = config.provider || 'sandbox';
    if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
      throw new ConfigError(`Invalid configuration: unknown payment provider "${provider}"; supported providers: ${PAYMENT_PROVIDERS.join(', ')}`);
    }
    return {
      module: PaymentsModule,
      global: true,
      imports: [DocumentStoreModule.forFeature([{ name: SandboxPayment.name, schema: SandboxPaymentSchema }])],
      providers: [{ provide: PAYMENT_PROVIDER, useClass: SandboxPaymentProvider }],
      exports: [PAYMENT_PROVIDER],
    };
  }
}
