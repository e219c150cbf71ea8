import { Inject, Injectable } from '@nestjs/common';
import { CHAT_MESSAGES } from '@solar/contracts';
import { RateLimits, refuseTooManyRequests, TooManyRequestsError, type FixedWindowLimiter, type WindowPolicy } from '@solar/platform';
import type { Response } from 'express';
import { CHAT_OPTIONS, type ChatOptions } from '../chat.options';
import type { Admit } from './chat.service';

/** A socket event refused past a limit: 429, with the seconds to wait. */
export class TooManyChatEvents extends TooManyRequestsError {
  constructor(retryAfterMs: number) {
    super(CHAT_MESSAGES.tooManyMessages, retryAfterMs);
  }
}

/**
 * A fixed window counted in this instance's memory: a socket lives on one instance, so its own limit needs no
 * store. Windows are aligned to their length, as the store's are.
 */
export class SocketWindow {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly policy: WindowPolicy) {}

  /** Counts one event: 0 when admitted, else the milliseconds until the window ends. */
  take(now = Date.now()): number {
    const length = this.policy.windowSeconds * 1000;
    const start = now - (now % length);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.count = 0;
    }
    if (this.count >= this.policy.points) return Math.max(1, start + length - now);
    this.count += 1;
    return 0;
  }
}

/**
 * The chat's write limits: messages, edits and deletions per socket (CHAT_LIMITS.perSocket, in memory) and per
 * account over every socket and HTTP (CHAT_LIMITS.perAccount, in the store, so every instance counts into it).
 * A write is counted once it has passed every other check: a refused one counts nothing.
 */
@Injectable()
export class ChatLimits {
  private readonly perAccount: FixedWindowLimiter;

  constructor(
    rateLimits: RateLimits,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
  ) {
    this.perAccount = rateLimits.limiter('chat-writes-account', options.perAccount);
  }

  /** A new window for a socket's writes. */
  socketWindow(): SocketWindow {
    return new SocketWindow(this.options.perSocket);
  }

  /** HTTP: 429 in the envelope with Retry-After past the account's limit. */
  http(accountId: string, response: Response): Admit {
    return async () => {
      const wait = await this.perAccount.take(accountId);
      if (wait > 0) refuseTooManyRequests(response, wait, CHAT_MESSAGES.tooManyMessages);
    };
  }

  /** A socket: its own window first, then the account's. */
  socket(window: SocketWindow, accountId: string): Admit {
    return async () => {
      const socketWait = window.take();
      if (socketWait > 0) throw new TooManyChatEvents(socketWait);
      const accountWait = await this.perAccount.take(accountId);
      if (accountWait > 0) throw new TooManyChatEvents(accountWait);
    };
  }
}
