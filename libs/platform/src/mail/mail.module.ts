import { type DynamicModule, Module } from '@nestjs/common';
import { type AdapterChoice, chooseAdapters } from '../config/adapters';
import type { PlatformConfig } from '../config';
import { FileMailer } from './adapters/file.mailer';
import { SmtpMailer } from './adapters/smtp.mailer';
import { MAILER, type Mailer } from './mailer.port';

type MailSettings = Pick<PlatformConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'>;

/**
 * Global module providing `MAILER` (a `Mailer`): SMTP when `config.smtpUrl` is set, else one file per
 * message under `<dataDir>/mail`. Inject it with `@Inject(MAILER) private readonly mailer: Mailer`.
 */
@Module({})
export class MailModule {
  static forRoot(config: MailSettings): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [{ provide: MAILER, useFactory: (): Mailer => createMailer(config) }],
      exports: [MAILER],
    };
  }
}

const MAIL_ADAPTERS: Record<AdapterChoice['mail'], (config: MailSettings) => Mailer> = {
  file: (config) => new FileMailer(config.dataDir, config.mailFrom),
  // Chosen only when smtpUrl is set.
  smtp: (config) => new SmtpMailer(config.smtpUrl as string, config.mailFrom),
};

/** The adapter the configuration selects (`chooseAdapters`). */
export function createMailer(config: MailSettings): Mailer {
  return MAIL_ADAPTERS[chooseAdapters(config).mail](config);
}
