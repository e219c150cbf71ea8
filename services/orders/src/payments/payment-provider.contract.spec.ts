/*
 * The payment port's contract, on the sandbox provider over the service's document store: the embedded
 * store in memory and on a folder always, MongoDB too when MONGODB_URI is set.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type INestApplicationContext, Logger, type LoggerService } from '@nestjs/common';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import { SANDBOX_TEST_CARDS } from '@solar/contracts';
import { ConfigError, DocumentStoreModule, type DocumentStoreOptions } from '@solar/platform';
import type { Connection, Model } from 'mongoose';
import {
  type AuthorizeRequest,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentRefusedError,
  PaymentsModule,
  SandboxPayment,
  SandboxPaymentProvider,
  UnknownAuthorizationError,
} from './index';

const MONGODB_URI = process.env.MONGODB_URI;

const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  failsAfterAuthorization: '4000000000000341',
  /** A valid (Luhn) Mastercard number that is not a test card. */
  other: '5555555555554444',
} as const;
const CVC = '7319';
const DECLINED = 'Your card was declined.';
const CAPTURE_FAILED = 'The payment could not be completed.';

const silentLogger: LoggerService = { log() {}, error() {}, warn() {}, debug() {}, verbose() {} };

function request(reference: string, number: string, amount = 199.99): AuthorizeRequest {
  return { reference, amount, currency: 'USD', card: { holder: 'Ada Lovelace', number, cvc: CVC, expiry: '12/39' } };
}

interface EngineCase {
  label: string;
  /** A fresh place to keep documents; `dataDir` is set for the folder engine. */
  options: () => DocumentStoreOptions;
}

const engines: EngineCase[] = [
  { label: 'embedded store in memory', options: () => ({ service: 'orders' }) },
  { label: 'embedded store on a folder', options: () => ({ service: 'orders', dataDir: mkdtempSync(join(tmpdir(), 'solar-payments-')) }) },
];
if (MONGODB_URI) {
  engines.push({ label: 'MongoDB', options: () => ({ service: `payments_contract_${process.pid}_${Date.now()}`, mongodbUri: MONGODB_URI }) });
} else {
  console.info('Payment provider contract: the MongoDB run is skipped because MONGODB_URI is not set.');
}

async function boot(options: DocumentStoreOptions): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [DocumentStoreModule.forRoot(options), PaymentsModule.forRoot({})],
  })
    .setLogger(silentLogger)
    .compile();
  return moduleRef.init();
}

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(() => Logger.overrideLogger(silentLogger));

describe.each(engines)('payment provider contract: sandbox on the $label', ({ options }) => {
  let settings: DocumentStoreOptions;
  let app: INestApplicationContext;
  let payments: PaymentProvider;
  let ledger: Model<SandboxPayment>;

  beforeAll(async () => {
    settings = options();
    app = await boot(settings);
    payments = app.get<PaymentProvider>(PAYMENT_PROVIDER);
    ledger = app.get<Model<SandboxPayment>>(getModelToken(SandboxPayment.name));
  });

  afterAll(async () => {
    if (settings.mongodbUri) await app.get<Connection>(getConnectionToken()).dropDatabase();
    await app.close();
    if (settings.dataDir) rmSync(settings.dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await ledger.deleteMany({});
  });

  afterEach(() => jest.restoreAllMocks());

  it('is the sandbox', () => {
    expect(payments).toBeInstanceOf(SandboxPaymentProvider);
    expect(payments.name).toBe('sandbox');
  });

  describe('the test cards', () => {
    it(`${SANDBOX_TEST_CARDS.succeeds}: authorized, then captured`, async () => {
      const answer = await payments.authorize(request('SO-1001', CARDS.succeeds));
      expect(answer).toEqual({ status: 'authorized', authorization_id: expect.any(String), brand: 'visa', last4: '4242' });
      if (answer.status !== 'authorized') return;
      expect(await payments.findByReference('SO-1001')).toEqual({ authorization_id: answer.authorization_id, status: 'authorized' });
      expect(await payments.capture(answer.authorization_id)).toEqual({ status: 'captured' });
      expect(await payments.findByReference('SO-1001')).toEqual({ authorization_id: answer.authorization_id, status: 'captured' });
    });

    it('reads the number with the spaces the checkout form shows', async () => {
      const answer = await payments.authorize(request('SO-1002', SANDBOX_TEST_CARDS.succeeds));
      expect(answer).toMatchObject({ status: 'authorized', brand: 'visa', last4: '4242' });
    });

    it(`${SANDBOX_TEST_CARDS.declined}: declined`, async () => {
      expect(await payments.authorize(request('SO-1003', SANDBOX_TEST_CARDS.declined))).toEqual({
        status: 'declined',
        reason: DECLINED,
        brand: 'visa',
        last4: '0002',
      });
      expect(await payments.findByReference('SO-1003')).toEqual({ authorization_id: expect.any(String), status: 'declined' });
    });

    it(`${SANDBOX_TEST_CARDS.failsAfterAuthorization}: authorized, then the capture fails`, async () => {
      const answer = await payments.authorize(request('SO-1004', CARDS.failsAfterAuthorization));
      expect(answer).toEqual({ status: 'authorized', authorization_id: expect.any(String), brand: 'visa', last4: '0341' });
      if (answer.status !== 'authorized') return;
      expect(await payments.capture(answer.authorization_id)).toEqual({ status: 'failed', reason: CAPTURE_FAILED });
      expect(await payments.findByReference('SO-1004')).toEqual({ authorization_id: answer.authorization_id, status: 'failed' });
      // The saga voids after a failed capture: nothing to undo, and the state stays failed.
      await payments.void(answer.authorization_id);
      expect(await payments.findByReference('SO-1004')).toEqual({ authorization_id: answer.authorization_id, status: 'failed' });
      expect(await payments.capture(answer.authorization_id)).toEqual({ status: 'failed', reason: CAPTURE_FAILED });
    });

    it('declines any other number, valid or not, and names its brand', async () => {
      expect(await payments.authorize(request('SO-1005', CARDS.other))).toEqual({ status: 'declined', reason: DECLINED, brand: 'mastercard', last4: '4444' });
      expect(await payments.authorize(request('SO-1006', '3782 822463 10005'))).toEqual({ status: 'declined', reason: DECLINED, brand: 'amex', last4: '0005' });
      expect(await payments.authorize(request('SO-1007', '1234'))).toEqual({ status: 'declined', reason: DECLINED, brand: 'card', last4: '1234' });
    });
  });

  describe('authorize', () => {
    it('answers the existing authorization for a reference already used, keeping one entry', async () => {
      const first = await payments.authorize(request('SO-2001', CARDS.succeeds));
      const again = await payments.authorize(request('SO-2001', CARDS.succeeds));
      expect(again).toEqual(first);
      expect(await ledger.countDocuments({ reference: 'SO-2001' })).toBe(1);
    });

    it('answers one authorization to calls racing with the same reference', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => payments.authorize(request('SO-2002', CARDS.succeeds))));
      const ids = new Set(answers.map((a) => (a.status === 'authorized' ? a.authorization_id : a.status)));
      expect(ids.size).toBe(1);
      expect(await ledger.countDocuments({ reference: 'SO-2002' })).toBe(1);
    });

    it('answers a declined reference declined again', async () => {
      await payments.authorize(request('SO-2003', CARDS.declined));
      expect(await payments.authorize(request('SO-2003', CARDS.declined))).toEqual({ status: 'declined', reason: DECLINED, brand: 'visa', last4: '0002' });
      expect(await ledger.countDocuments({ reference: 'SO-2003' })).toBe(1);
    });

    it('answers the authorization granted even after it was captured', async () => {
      const first = await payments.authorize(request('SO-2004', CARDS.succeeds));
      if (first.status !== 'authorized') throw new Error('expected an authorization');
      await payments.capture(first.authorization_id);
      expect(await payments.authorize(request('SO-2004', CARDS.succeeds))).toEqual(first);
    });

    it('refuses the same reference for another amount', async () => {
      await payments.authorize(request('SO-2005', CARDS.succeeds, 100));
      await expect(payments.authorize(request('SO-2005', CARDS.succeeds, 150))).rejects.toThrow(/SO-2005/);
    });

    it('refuses an amount that is not more than 0, and stores nothing', async () => {
      await expect(payments.authorize(request('SO-2006', CARDS.succeeds, 0))).rejects.toThrow(/more than 0/);
      // A refusal the checkouts answer to the buyer (422), not an outage of the provider.
      await expect(payments.authorize(request('SO-2006', CARDS.succeeds, 0))).rejects.toBeInstanceOf(PaymentRefusedError);
      await expect(payments.authorize(request('SO-2006', CARDS.succeeds, -10))).rejects.toThrow(/more than 0/);
      await expect(payments.authorize(request('SO-2006', CARDS.succeeds, Number.NaN))).rejects.toThrow(/more than 0/);
      await expect(payments.authorize(request('SO-2006', CARDS.succeeds, 0.001))).rejects.toThrow(/more than 0/);
      expect(await payments.findByReference('SO-2006')).toBeNull();
    });
  });

  describe('capture and void', () => {
    async function authorized(reference: string, number: string = CARDS.succeeds): Promise<string> {
      const answer = await payments.authorize(request(reference, number));
      if (answer.status !== 'authorized') throw new Error(`expected ${number} to be authorized`);
      return answer.authorization_id;
    }

    it('captures idempotently, also when captures race', async () => {
      const id = await authorized('SO-3001');
      expect(await payments.capture(id)).toEqual({ status: 'captured' });
      expect(await payments.capture(id)).toEqual({ status: 'captured' });
      const other = await authorized('SO-3002');
      expect(await Promise.all([payments.capture(other), payments.capture(other), payments.capture(other)])).toEqual([
        { status: 'captured' },
        { status: 'captured' },
        { status: 'captured' },
      ]);
    });

    it('voids an authorization once; a voided one cannot be captured', async () => {
      const id = await authorized('SO-3003');
      await payments.void(id);
      expect(await payments.findByReference('SO-3003')).toEqual({ authorization_id: id, status: 'voided' });
      await payments.void(id);
      expect(await payments.findByReference('SO-3003')).toEqual({ authorization_id: id, status: 'voided' });
      expect(await payments.capture(id)).toEqual({ status: 'failed', reason: expect.any(String) });
      expect(await payments.findByReference('SO-3003')).toEqual({ authorization_id: id, status: 'voided' });
    });

    it('refunds a captured authorization when it is voided', async () => {
      const id = await authorized('SO-3004');
      await payments.capture(id);
      await payments.void(id);
      expect(await payments.findByReference('SO-3004')).toEqual({ authorization_id: id, status: 'voided' });
    });

    it('voids a declined authorization as a no-op', async () => {
      await payments.authorize(request('SO-3005', CARDS.declined));
      const declined = await payments.findByReference('SO-3005');
      await payments.void(declined!.authorization_id);
      expect(await payments.findByReference('SO-3005')).toEqual({ authorization_id: declined!.authorization_id, status: 'declined' });
    });

    it('refuses an authorization id it never issued', async () => {
      await expect(payments.capture('sbx_auth_unknown')).rejects.toThrow(UnknownAuthorizationError);
      await expect(payments.void('sbx_auth_unknown')).rejects.toThrow(UnknownAuthorizationError);
    });
  });

  it('findByReference answers null for a reference never authorized', async () => {
    expect(await payments.findByReference('SO-404')).toBeNull();
  });

  it('never stores or logs the card number or the CVC', async () => {
    const logged: string[] = [];
    for (const level of ['log', 'warn', 'error', 'debug', 'verbose'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const numbers = Object.values(CARDS);
    for (const [i, number] of numbers.entries()) {
      const answer = await payments.authorize(request(`SO-4${i}`, i % 2 ? number.replace(/(\d{4})/g, '$1 ').trim() : number));
      if (answer.status === 'authorized') await payments.capture(answer.authorization_id);
    }

    const raw = await ledger.collection.find({}).toArray();
    expect(raw).toHaveLength(numbers.length);
    for (const document of raw) {
      expect(Object.keys(document).sort()).toEqual([
        '_id',
        'amount',
        'authorization_id',
        'brand',
        'capture_fails',
        'created_at',
        'currency',
        'failure_reason',
        'last4',
        'reference',
        'status',
        'updated_at',
      ]);
      expect(Object.values(document)).not.toContain(CVC);
    }
    const stored = JSON.stringify(raw);
    for (const number of numbers) expect(stored).not.toContain(number);
    expect(stored).not.toContain('Ada Lovelace');

    expect(logged.length).toBeGreaterThan(0);
    for (const number of numbers) {
      for (const line of logged) expect(line).not.toContain(number);
    }

    // On a folder, the bytes on disk (journal and snapshot) do not hold the numbers either.
    if (settings.dataDir) {
      const bytes = filesUnder(settings.dataDir)
        .map((file) => readFileSync(file).toString('latin1'))
        .join('\n');
      expect(bytes).toContain('SO-40'); // the journal is there to search
      for (const number of numbers) expect(bytes).not.toContain(number);
    }
  });

  it('gives a seller an onboarding link that returns to the given address at once', async () => {
    const link = await payments.onboardingLink('seller-1', 'https://shop.example.com/seller/payouts?tab=account');
    expect(link.account_id).toMatch(/^acct_sandbox_\w+$/);
    expect(link.account_status).toBe('active');
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.com/seller/payouts');
    expect(url.searchParams.get('tab')).toBe('account');
    expect(url.searchParams.get('account_id')).toBe(link.account_id);
    expect(url.searchParams.get('onboarding')).toBe('complete');

    expect((await payments.onboardingLink('seller-1', 'http://localhost:3000/payouts')).account_id).toBe(link.account_id);
    expect((await payments.onboardingLink('seller-2', 'http://localhost:3000/payouts')).account_id).not.toBe(link.account_id);
    await expect(payments.onboardingLink('seller-1', '/seller/payouts')).rejects.toThrow(/absolute http/);
    await expect(payments.onboardingLink('seller-1', 'javascript:alert(1)')).rejects.toThrow(/absolute http/);
  });
});

describe('sandbox ledger durability', () => {
  it('keeps authorizations across a restart of the service', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'solar-payments-'));
    try {
      const first = await boot({ service: 'orders', dataDir });
      const answer = await first.get<PaymentProvider>(PAYMENT_PROVIDER).authorize(request('SO-5001', CARDS.succeeds));
      await first.close();

      const second = await boot({ service: 'orders', dataDir });
      const payments = second.get<PaymentProvider>(PAYMENT_PROVIDER);
      if (answer.status !== 'authorized') throw new Error('expected an authorization');
      expect(await payments.findByReference('SO-5001')).toEqual({ authorization_id: answer.authorization_id, status: 'authorized' });
      expect(await payments.capture(answer.authorization_id)).toEqual({ status: 'captured' });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PaymentsModule.forRoot', () => {
  it('chooses the sandbox when no provider is named, or when it is named', async () => {
    for (const provider of [undefined, '', 'sandbox']) {
      const moduleRef = await Test.createTestingModule({ imports: [DocumentStoreModule.forRoot({ service: 'orders' }), PaymentsModule.forRoot({ provider })] })
        .setLogger(silentLogger)
        .compile();
      expect(moduleRef.get(PAYMENT_PROVIDER)).toBeInstanceOf(SandboxPaymentProvider);
      await moduleRef.close();
    }
  });

  it('refuses any other provider with a ConfigError naming the supported ones', () => {
    expect(() => PaymentsModule.forRoot({ provider: 'stripe' })).toThrow(ConfigError);
    expect(() => PaymentsModule.forRoot({ provider: 'stripe' })).toThrow(/"stripe".*supported providers: sandbox/);
  });
});
