import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { assertMailMessage, type MailMessage, type Mailer } from '../mailer.port';

/** A message as `FileMailer` stores it: one JSON file per message. */
export interface StoredMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** ISO-8601 time the message was written. */
  sent_at: string;
}

/** The folder of the embedded mailbox under a data folder. */
export const mailDir = (dataDir: string): string => join(dataDir, 'mail');

// Shared by every FileMailer of the process (single-machine mode runs several services in one), so the
// file names of one process sort in sending order even when two messages fall in one millisecond.
let lastSentAt = 0;
function nextSendTime(): Date {
  lastSentAt = Math.max(Date.now(), lastSentAt + 1);
  return new Date(lastSentAt);
}

/** `2026-03-01T12:00:00.123Z` -> `20260301T120000123` (UTC), which sorts as the time does. */
function fileStamp(time: Date): string {
  return time.toISOString().replace(/[-:.Z]/g, '');
}

/**
 * The embedded mail adapter: each message is written to `<dataDir>/mail/<yyyyMMddTHHmmssSSS>-<uuid>.json`
 * (written to a temporary file, then renamed, so a reader never sees half a message) and announced by one
 * log line. Open the files, or use `readMailbox`, to read verification codes during development and tests.
 */
export class FileMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private readonly dir: string;

  constructor(
    dataDir: string,
    private readonly from: string,
  ) {
    this.dir = mailDir(dataDir);
  }

  async send(message: MailMessage): Promise<void> {
    assertMailMessage(message);
    const sentAt = nextSendTime();
    const mail: StoredMail = {
      id: randomUUID(),
      from: this.from,
      to: message.to.trim(),
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined && { html: message.html }),
      sent_at: sentAt.toISOString(),
    };
    const name = `${fileStamp(sentAt)}-${mail.id}.json`;
    await mkdir(this.dir, { recursive: true });
    // A dot-file while it is being written: readers list *.json only.
    const temporary = join(this.dir, `.${name}.tmp`);
    await writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`);
    await rename(temporary, join(this.dir, name));
    this.logger.log(`Mail to ${mail.to}: "${mail.subject}" (${join(this.dir, name)})`);
  }
}

/** The messages `FileMailer` wrote under `dataDir`, oldest first; only those to `to` when given. */
export async function readMailbox(dataDir: string, to?: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(mailDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  const mails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(mailDir(dataDir), name), 'utf8')) as StoredMail));
  const recipient = to?.trim().toLowerCase();
  return recipient === undefined ? mails : mails.filter((mail) => addressOf(mail.to) === addressOf(recipient));
}

/** `Name <a@b.c>` -> `a@b.c`, lower-cased: mailboxes are matched by address. */
function addressOf(recipient: string): string {
  const angle = /<([^>]+)>/.exec(recipient);
  return (angle ? angle[1] : recipient).trim().toLowerCase();
}
