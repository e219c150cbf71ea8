import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger, type LoggerService } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { loadPlatformConfig } from '../config';
import { FileMailer, MAILER, MailModule, type Mailer, readMailbox, SmtpMailer } from './index';

/**
 * The mail port's contract: the same suite runs against the file adapter and against the SMTP adapter
 * talking to a real SMTP server in this process (smtp-server), so the SMTP path is exercised for real.
 */

const FROM = 'Solar Marketplace <no-reply@solar-marketplace.local>';

/** A delivered message as the recipient sees it, whichever adapter carried it. */
interface Received {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

interface MailerUnderTest {
  mailer: Mailer;
  /** Everything delivered so far, in sending order. */
  received(): Promise<Received[]>;
  teardown(): Promise<void>;
}

const silentLogger: LoggerService = { log() {}, error() {}, warn() {}, debug() {} };

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'solar-mail-'));
}

async function fileMailer(): Promise<MailerUnderTest> {
  const dataDir = tempDir();
  return {
    mailer: new FileMailer(dataDir, FROM),
    received: async () =>
      (await readMailbox(dataDir)).map(({ from, to, subject, text, html }) => ({ from, to, subject, text, ...(html !== undefined && { html }) })),
    teardown: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

interface TestSmtpServer {
  url: string;
  messages: Received[];
  close(): Promise<void>;
}

/** Parsed addresses as they were written: `Name <address>`, or the bare address. */
function addresses(field: AddressObject | AddressObject[] | undefined): string {
  return [field ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map(({ name, address }) => (name ? `${name} <${address ?? ''}>` : (address ?? '')))
    .join(', ');
}

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'correct horse';

/** A real SMTP server on a loopback port that requires a login and keeps what it receives. */
async function startSmtpServer(options: Partial<SMTPServerOptions> & { scheme: 'smtp' | 'smtps' }): Promise<TestSmtpServer> {
  const messages: Received[] = [];
  const { scheme, ...serverOptions } = options;
  const server = new SMTPServer({
    secure: scheme === 'smtps', // with smtp-server's built-in certificate for localhost
    disabledCommands: scheme === 'smtp' ? ['STARTTLS'] : [],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            // The wire format ends a text body with a line break; the message as sent did not have it.
            text: (parsed.text ?? '').replace(/\r?\n$/, ''),
            ...(typeof parsed.html === 'string' && { html: parsed.html }),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
    ...serverOptions,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = `${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}`;
  // The test server's certificate is self-signed; a real smtps:// URL needs no such option.
  const query = scheme === 'smtps' ? '?tls.rejectUnauthorized=false' : '';
  return {
    url: `${scheme}://${credentials}@127.0.0.1:${port}${query}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function smtpMailer(scheme: 'smtp' | 'smtps'): Promise<MailerUnderTest> {
  const server = await startSmtpServer({ scheme });
  const mailer = new SmtpMailer(server.url, FROM);
  return {
    mailer,
    received: async () => server.messages,
    async teardown() {
      mailer.onApplicationShutdown();
      await server.close();
    },
  };
}

beforeAll(() => Logger.overrideLogger(silentLogger));

function contractSuite(adapter: string, make: () => Promise<MailerUnderTest>): void {
  describe(`mail contract on ${adapter}`, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.teardown();
    });

    it('delivers a plain-text message from the configured sender', async () => {
      await subject.mailer.send({ to: 'ada@example.com', subject: 'Your verification code', text: 'Your code is 482913.' });
      expect(await subject.received()).toEqual([{ from: FROM, to: 'ada@example.com', subject: 'Your verification code', text: 'Your code is 482913.' }]);
    });

    it('keeps an HTML alternative and text outside ASCII intact', async () => {
      const html = '<p>Ihr Code lautet <b>482913</b> – willkommen!</p>';
      await subject.mailer.send({
        to: 'Jürgen Groß <juergen@example.com>',
        subject: 'Bestätigung – Solar ☀',
        text: 'Ihr Code lautet 482913 – willkommen!',
        html,
      });
      expect(await subject.received()).toEqual([
        { from: FROM, to: 'Jürgen Groß <juergen@example.com>', subject: 'Bestätigung – Solar ☀', text: 'Ihr Code lautet 482913 – willkommen!', html },
      ]);
    });

    it('delivers several messages in sending order', async () => {
      for (let i = 1; i <= 5; i++) await subject.mailer.send({ to: `user${i % 2}@example.com`, subject: `Message ${i}`, text: `Body ${i}` });
      expect((await subject.received()).map((mail) => mail.subject)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    });

    it('refuses a message without a valid recipient and delivers nothing', async () => {
      await expect(subject.mailer.send({ to: '', subject: 'Hello', text: 'Hi' })).rejects.toThrow(/recipient/);
      await expect(subject.mailer.send({ to: 'not-an-address', subject: 'Hello', text: 'Hi' })).rejects.toThrow(/recipient/);
      await expect(subject.mailer.send({ to: 'ada@example.com', subject: 'Hello\r\nBcc: eve@example.com', text: 'Hi' })).rejects.toThrow(/subject/);
      expect(await subject.received()).toEqual([]);
    });
  });
}

contractSuite('the file adapter', fileMailer);
contractSuite('the SMTP adapter (smtp://, in-process SMTP server)', () => smtpMailer('smtp'));
contractSuite('the SMTP adapter (smtps://, in-process SMTP server)', () => smtpMailer('smtps'));

describe('file adapter specifics', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one JSON file per message, named by time, and nothing else', async () => {
    const mailer = new FileMailer(dataDir, FROM);
    await mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada', html: '<p>Hello Ada</p>' });
    await mailer.send({ to: 'bob@example.com', subject: 'Welcome', text: 'Hello Bob' });

    const files = fs.readdirSync(path.join(dataDir, 'mail')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}-[0-9a-f-]{36}\.json$/);
    const [first, second] = files.map((file) => JSON.parse(fs.readFileSync(path.join(dataDir, 'mail', file), 'utf8')) as Record<string, unknown>);
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      from: FROM,
      to: 'ada@example.com',
      subject: 'Welcome',
      text: 'Hello Ada',
      html: '<p>Hello Ada</p>',
      sent_at: expect.any(String),
    });
    expect(second).not.toHaveProperty('html');
    expect(files[0]).toContain(`-${String(first.id)}.json`);
    // The name's time stamp is sent_at, in UTC.
    expect(files[0].slice(0, 18)).toBe(String(first.sent_at).replace(/[-:.Z]/g, ''));
    expect(Date.parse(String(second.sent_at))).toBeGreaterThan(Date.parse(String(first.sent_at)));
  });

  it('logs one line naming the recipient and the subject', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await new FileMailer(dataDir, FROM).send({ to: 'ada@example.com', subject: 'Your verification code', text: '482913' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toEqual(expect.stringContaining('ada@example.com'));
    expect(log.mock.calls[0][0]).toEqual(expect.stringContaining('Your verification code'));
  });

  it("reads one recipient's mailbox, oldest first, and an empty one before any mail", async () => {
    expect(await readMailbox(dataDir)).toEqual([]);
    const mailer = new FileMailer(dataDir, FROM);
    await mailer.send({ to: 'ada@example.com', subject: 'First', text: '1' });
    await mailer.send({ to: 'bob@example.com', subject: 'Other', text: '2' });
    await mailer.send({ to: 'Ada Lovelace <ADA@example.com>', subject: 'Second', text: '3' });
    expect((await readMailbox(dataDir, 'ada@example.com')).map((mail) => mail.subject)).toEqual(['First', 'Second']);
    expect((await readMailbox(dataDir)).map((mail) => mail.subject)).toEqual(['First', 'Other', 'Second']);
    expect(await readMailbox(dataDir, 'carol@example.com')).toEqual([]);
  });

  it('ignores a message still being written', async () => {
    const mailer = new FileMailer(dataDir, FROM);
    await mailer.send({ to: 'ada@example.com', subject: 'Done', text: '1' });
    fs.writeFileSync(path.join(dataDir, 'mail', '.20990101T000000000-x.json.tmp'), '{"to":');
    expect((await readMailbox(dataDir)).map((mail) => mail.subject)).toEqual(['Done']);
  });
});

describe('SMTP adapter specifics', () => {
  it('fails when the server refuses the login', async () => {
    const server = await startSmtpServer({ scheme: 'smtp' });
    const mailer = new SmtpMailer(server.url.replace(encodeURIComponent(SMTP_PASSWORD), 'wrong'), FROM);
    try {
      await expect(mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' })).rejects.toThrow(/Invalid login|Invalid username or password/);
      expect(server.messages).toEqual([]);
    } finally {
      mailer.onApplicationShutdown();
      await server.close();
    }
  });
});

describe('MailModule', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir();
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function mailerFor(env: NodeJS.ProcessEnv): Promise<{ mailer: Mailer; close(): Promise<void> }> {
    const config = loadPlatformConfig({ DATA_DIR: dataDir, ...env });
    const moduleRef = await Test.createTestingModule({ imports: [MailModule.forRoot(config)] })
      .setLogger(silentLogger)
      .compile();
    await moduleRef.init();
    return { mailer: moduleRef.get<Mailer>(MAILER), close: () => moduleRef.close() };
  }

  it('writes files under <dataDir>/mail when SMTP_URL is not set', async () => {
    const { mailer, close } = await mailerFor({ MAIL_FROM: 'Shop <shop@example.com>' });
    expect(mailer).toBeInstanceOf(FileMailer);
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' });
    expect(await readMailbox(dataDir, 'ada@example.com')).toEqual([expect.objectContaining({ from: 'Shop <shop@example.com>', subject: 'Hello' })]);
    await close();
  });

  it('sends over SMTP when SMTP_URL is set, and closes the connection with the app', async () => {
    const server = await startSmtpServer({ scheme: 'smtp' });
    try {
      const { mailer, close } = await mailerFor({ SMTP_URL: server.url });
      expect(mailer).toBeInstanceOf(SmtpMailer);
      await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' });
      expect(server.messages).toEqual([{ from: 'Solar Marketplace <no-reply@solar-marketplace.local>', to: 'ada@example.com', subject: 'Hello', text: 'Hi' }]);
      const shutdown = jest.spyOn(mailer as SmtpMailer, 'onApplicationShutdown');
      await close();
      expect(shutdown).toHaveBeenCalled();
      expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
