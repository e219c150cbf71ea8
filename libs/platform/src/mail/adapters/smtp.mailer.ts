import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { assertMailMessage, type MailMessage, type Mailer } from '../mailer.port';

/**
 * The production mail adapter: nodemailer over SMTP. `smtpUrl` is `smtp://` (STARTTLS when the server
 * offers it) or `smtps://` (TLS from the start), with credentials and options in the URL, e.g.
 * `smtps://user:password@smtp.example.com:465`.
 */
export class SmtpMailer implements Mailer, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    assertMailMessage(message);
    const { to, subject, text, html } = message;
    const info = await this.transporter.sendMail({ from: this.from, to: to.trim(), subject, text, ...(html !== undefined && { html }) });
    this.logger.debug(`Mail to ${to}: "${subject}" accepted (${String(info.messageId)})`);
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
