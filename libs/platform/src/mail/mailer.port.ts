/** Injection token of the `Mailer` that `MailModule` provides. */
export const MAILER = Symbol('MAILER');

/** One plain-text message, with an optional HTML alternative. The sender comes from configuration (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port: files under `<dataDir>/mail` on one machine (`FileMailer`), SMTP in production (`SmtpMailer`). */
export interface Mailer {
  /** Resolves once the message is stored (file) or accepted by the SMTP server; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

// One address, optionally with a display name: enough to refuse an empty or mistyped recipient early.
const RECIPIENT = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Throws on a message no adapter should try to send. */
export function assertMailMessage(message: MailMessage): void {
  if (typeof message.to !== 'string' || !RECIPIENT.test(message.to.trim())) {
    throw new Error(`Invalid mail recipient: "${message.to}"`);
  }
  if (typeof message.subject !== 'string' || /[\r\n]/.test(message.subject)) {
    throw new Error('A mail subject must be one line of text');
  }
  if (typeof message.text !== 'string') throw new Error('A mail needs a plain-text body');
  if (message.html !== undefined && typeof message.html !== 'string') throw new Error('A mail HTML body must be text');
}
