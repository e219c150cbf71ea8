import { Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MESSAGES, type AccessTokenClaims } from '@solar/contracts';
import type { Request, Response } from 'express';
import { refuseTooManyRequests, type FixedWindowLimiter, type WindowPolicy } from './fixed-window-limiter';
import { RateLimits } from './rate-limits';

/**
 * Uploads one account may make, over every upload call of a service (the shop's `file`, the trader's
 * `attachment`): each stores the file and writes every picture size, so an account sending files in a loop
 * would fill the storage and hold the service's CPU. Far above what filling in product and deal forms takes.
 */
export const UPLOAD_RATE_LIMIT: WindowPolicy = { points: 60, windowSeconds: 10 * 60 };

/** The limiter's name: every instance of a service counts an account's uploads into the same windows. */
export const UPLOAD_RATE_LIMITER = 'uploads-per-account';

/**
 * Counts the signed-in caller's upload, or refuses it with 429, Retry-After and MESSAGES.product.tooManyUploads.
 * A guard, so it runs after the session and role checks and before the multipart body is read: a refused
 * upload costs no parsing and no storage.
 */
@Injectable()
export class UploadRateLimitGuard implements CanActivate {
  private readonly perAccount: FixedWindowLimiter;

  constructor(rateLimits: RateLimits) {
    this.perAccount = rateLimits.limiter(UPLOAD_RATE_LIMITER, UPLOAD_RATE_LIMIT);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const account = http.getRequest<Request & { user?: AccessTokenClaims }>().user?.sub;
    // Upload calls take sellers only: the session guard has refused a caller without one before this runs.
    if (!account) return true;
    const wait = await this.perAccount.take(account);
    if (wait > 0) refuseTooManyRequests(http.getResponse<Response>(), wait, MESSAGES.product.tooManyUploads);
    return true;
  }
}

/** Put on an upload call: at most UPLOAD_RATE_LIMIT uploads per account over all of the service's upload calls. */
export const LimitUploadsPerAccount = () => UseGuards(UploadRateLimitGuard);
