import { type DynamicModule, Module } from '@nestjs/common';
import type { PlatformConfig } from '../config';
import { FileMailer } from './file-mailer';
import { MAILER, type Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/**
 * Global module providing `MAILER` (a `Mailer`): SMTP when `config.smtpUrl` is set, else one file per
 * message under `<dataDir>/mail`. Inject it with `@Inject(MAILER) private readonly mailer: Mailer`.
 */
@Module({})
export class MailModule {
  static forRoot(config: Pick<PlatformConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'>): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [{ provide: MAILER, useFactory: (): Mailer => createMailer(config) }],
      exports: [MAILER],
    };
  }
}

/** The adapter the configuration selects. */
export function createMailer(config: Pick<PlatformConfig, 'dataDir' | 'smtpUrl' | 'mailFrom'>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new FileMailer(config.dataDir, config.mailFrom);
}
