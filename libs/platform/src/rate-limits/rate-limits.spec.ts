/*
 * The fixed-window limiter on the service's document store: exact under parallel requests, and shared by
 * every instance of a service. Runs on the embedded store always, and on MongoDB when MONGODB_URI is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Response } from 'express';
import type { Model } from 'mongoose';
import { DocumentStoreModule } from '../document-store';
import { TooManyRequestsError } from '../http/domain-errors';
import { FixedWindowLimiter, refuseTooManyRequests } from './fixed-window-limiter';
import { RateLimitWindow } from './rate-limit-window.schema';
import { RateLimits } from './rate-limits';
import { RateLimitsModule } from './rate-limits.module';

const MONGODB_URI = process.env.MONGODB_URI;
const SERVICE = 'rate-limits-test';
const HOUR_MS = 3600_000;
/** A moment in the middle of an hour's window, so a test never crosses into the next one by accident. */
const MID_WINDOW = Date.UTC(2026, 0, 15, 10, 30);

/** One instance of a service: its own Nest application and connection, on the store `target` names. */
async function instance(target: { dataDir?: string; mongodbUri?: string }): Promise<INestApplication> {
  @Module({ imports: [DocumentStoreModule.forRoot({ service: SERVICE, ...target }), RateLimitsModule] })
  class InstanceModule {}
  const app = (await Test.createTestingModule({ imports: [InstanceModule] }).compile()).createNestApplication();
  await app.init();
  return app;
}

const windowsOf = (app: INestApplication) => app.get<Model<RateLimitWindow>>(getModelToken(RateLimitWindow.name));

const engines: Array<[string, () => { dataDir?: string; mongodbUri?: string }]> = [['the embedded store', () => ({ dataDir })]];
if (MONGODB_URI) engines.push(['MongoDB', () => ({ mongodbUri: MONGODB_URI })]);
else console.log('rate-limits.spec: MONGODB_URI is not set, so the limiter runs on the embedded store only');

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'solar-rate-limits-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(engines)('FixedWindowLimiter on %s', (_engine, target) => {
  // Two instances of one service on one store, as two processes behind a load balancer.
  let first: INestApplication;
  let second: INestApplication;
  let now: number;
  const clock = () => now;
  const limiterOn = (app: INestApplication, name: string, points = 5) => new FixedWindowLimiter(windowsOf(app), name, { points, windowSeconds: 3600 }, clock);

  beforeAll(async () => {
    first = await instance(target());
    second = await instance(target());
  }, 30_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });
  beforeEach(() => {
    now = MID_WINDOW;
  });

  it('admits exactly the limit of 20 parallel requests, and tells the rest when the window ends', async () => {
    const limiter = limiterOn(first, 'parallel');
    const key = randomUUID();
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.take(key)));

    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(15);
    // The window started on the hour: half an hour to go.
    for (const wait of waits.filter((w) => w > 0)) expect(wait).toBe(HOUR_MS / 2);
    // Refused requests count nothing.
    expect(await limiter.used(key)).toEqual({ count: 5, endsInMs: HOUR_MS / 2 });
  });

  it('shares the count between two instances of the service: the limit holds over both', async () => {
    const onFirst = limiterOn(first, 'shared');
    const onSecond = limiterOn(second, 'shared');
    const key = randomUUID();
    expect(await onFirst.take(key)).toBe(0);
    expect(await onFirst.take(key)).toBe(0);
    expect(await onSecond.take(key)).toBe(0);
    expect(await onSecond.used(key)).toMatchObject({ count: 3 });

    const waits = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 ? onFirst : onSecond).take(key)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
    expect(await onFirst.take(key)).toBeGreaterThan(0);
    expect(await onSecond.take(key)).toBeGreaterThan(0);

    // Another key, and another limiter name with the same key, count on their own.
    expect(await onSecond.take(randomUUID())).toBe(0);
    expect(await limiterOn(second, 'other').take(key)).toBe(0);
  });

  it('shares through the RateLimits each instance gets from its module', async () => {
    // A window of ten years: this test cannot cross into the next one.
    const policy = { points: 3, windowSeconds: 10 * 365 * 24 * 3600 };
    const onFirst = first.get(RateLimits).limiter('module-shared', policy);
    const onSecond = second.get(RateLimits).limiter('module-shared', policy);
    expect(first.get(RateLimits).limiter('module-shared', policy)).toBe(onFirst);
    expect(() => first.get(RateLimits).limiter('module-shared', { ...policy, points: 4 })).toThrow(/another policy/);
    const key = randomUUID();
    const waits = await Promise.all([onFirst, onSecond, onFirst, onSecond, onFirst, onSecond].map((limiter) => limiter.take(key)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('admits again in the next window, and the sweep deletes the windows that ended', async () => {
    const limiter = limiterOn(first, 'windows', 2);
    const key = randomUUID();
    expect(await limiter.take(key)).toBe(0);
    expect(await limiter.take(key)).toBe(0);
    now += 10 * 60_000;
    expect(await limiter.take(key)).toBe(20 * 60_000);

    now = MID_WINDOW + HOUR_MS / 2; // the next hour has begun
    expect(await limiter.take(key)).toBe(0);
    expect(await limiter.used(key)).toEqual({ count: 1, endsInMs: HOUR_MS });

    const windows = windowsOf(first);
    expect(await windows.countDocuments({ key: `windows:${key}` })).toBe(2);
    await first.get(RateLimits).sweep(now);
    const left = await windows.find({ key: `windows:${key}` }).lean();
    expect(left.map((window) => window.window_start.getTime())).toEqual([now]);
    expect(left[0].expires_at.getTime()).toBe(now + HOUR_MS);
  });

  it('frees one request with giveBack, on any instance, and never below zero', async () => {
    const onFirst = limiterOn(first, 'give-back', 2);
    const onSecond = limiterOn(second, 'give-back', 2);
    const key = randomUUID();
    const admission = await onFirst.admit(key);
    expect(admission.retryAfterMs).toBe(0);
    expect(await onFirst.take(key)).toBe(0);
    expect(await onSecond.take(key)).toBeGreaterThan(0);

    await onSecond.giveBack(key);
    expect(await onFirst.take(key)).toBe(0);
    expect(await onFirst.take(key)).toBeGreaterThan(0);

    // An admission gives back once, however often it is asked to.
    await admission.giveBack();
    await admission.giveBack();
    expect(await onSecond.used(key)).toMatchObject({ count: 1 });
    // A refused admission has nothing to give back.
    expect(await onSecond.take(key)).toBe(0);
    const refused = await onSecond.admit(key);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    await refused.giveBack();
    expect(await onSecond.used(key)).toMatchObject({ count: 2 });

    const fresh = randomUUID();
    await onFirst.giveBack(fresh);
    await onFirst.giveBack(fresh);
    expect(await onFirst.used(fresh)).toMatchObject({ count: 0 });
    expect(await onFirst.take(fresh)).toBe(0);
    expect(await onFirst.used(fresh)).toMatchObject({ count: 1 });
  });

  it('forgets a key with reset', async () => {
    const limiter = limiterOn(first, 'reset', 1);
    const key = randomUUID();
    expect(await limiter.take(key)).toBe(0);
    expect(await limiter.take(key)).toBeGreaterThan(0);
    await limiter.reset(key);
    expect(await limiter.take(key)).toBe(0);
  });

  it('retries once when another instance inserted the window first (E11000), and not forever', async () => {
    const windows = windowsOf(first);
    const key = randomUUID();
    let collisions = 1;
    const racing = Object.create(windows, {
      init: { value: () => windows.init() },
      updateOne: { value: (...args: Parameters<Model<RateLimitWindow>['updateOne']>) => windows.updateOne(...args) },
      findOneAndUpdate: {
        value: (...args: Parameters<Model<RateLimitWindow>['findOneAndUpdate']>) => {
          if (collisions-- > 0) {
            // The other instance's insert wins; ours fails as MongoDB fails a losing upsert.
            return {
              lean: () =>
                windows
                  .create({ key: `race:${key}`, window_start: new Date(MID_WINDOW - HOUR_MS / 2), count: 1, expires_at: new Date(MID_WINDOW + HOUR_MS / 2) })
                  .then(() => Promise.reject(Object.assign(new Error('E11000 duplicate key error'), { code: 11000 }))),
            };
          }
          return windows.findOneAndUpdate(...args);
        },
      },
    }) as Model<RateLimitWindow>;
    const limiter = new FixedWindowLimiter(racing, 'race', { points: 2, windowSeconds: 3600 }, clock);
    expect(await limiter.take(key)).toBe(0);
    expect(await windows.findOne({ key: `race:${key}` }).lean()).toMatchObject({ count: 2 });

    collisions = 2;
    await expect(limiter.take(randomUUID())).rejects.toMatchObject({ code: 11000 });
  });
});

describe('refuseTooManyRequests', () => {
  it('answers 429 with the message and Retry-After in whole seconds, at least 1', () => {
    const headers: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
    let thrown: unknown;
    try {
      refuseTooManyRequests(response, 1_500, 'Too many.');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TooManyRequestsError);
    expect(thrown).toMatchObject({ status: 429, message: 'Too many.', retryAfterSeconds: 2 });
    expect(headers['Retry-After']).toBe('2');
    expect(() => refuseTooManyRequests(response, 0, 'Too many.')).toThrow(TooManyRequestsError);
    expect(headers['Retry-After']).toBe('1');
  });

  it('refuses limiter names that could run into a key, and policies that admit nothing', () => {
    const model = {} as Model<RateLimitWindow>;
    expect(() => new FixedWindowLimiter(model, 'a:b', { points: 1, windowSeconds: 1 })).toThrow(/name/);
    expect(() => new FixedWindowLimiter(model, 'a', { points: 0, windowSeconds: 1 })).toThrow(/points/);
    expect(() => new FixedWindowLimiter(model, 'a', { points: 1, windowSeconds: 0 })).toThrow(/windowSeconds/);
  });
});
