import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long, at least, identity takes to answer a request whose answer (or whose work) depends on whether an
 * email has an account: email/check, sign-up, email/resend and password/email. The lookups behind them take
 * a few milliseconds either way; answering no sooner than this hides the difference (and the noise of a busy
 * store) under one fixed time, so the time of an answer tells nothing its status does not.
 */
export const EVEN_ANSWER_MS = 250;

/** Runs `work` and answers (or fails) no sooner than `minMs` after it started. */
export async function answerNoSoonerThan<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
