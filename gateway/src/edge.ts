import { httpErrorMessage, type ApiFailure } from '@solar/contracts';
import { REQUEST_ID_HEADER, type TokenService } from '@solar/platform';
import type { NextFunction, Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { randomUUID } from 'node:crypto';

export function sendFailure(res: Response, status: number, error: string): void {
  const body: ApiFailure = { status: 0, success: false, error, http_error: httpErrorMessage(status) };
  res.status(status).json(body);
}

/** Every request gets an id (or keeps the caller's), passed on to the service and back in the answer. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const id = (req.headers[REQUEST_ID_HEADER] as string | undefined) || randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/**
 * A bearer token must be valid before a request reaches a service; a missing one passes (services decide
 * which routes are public). Services verify the token again: they never trust the edge alone.
 */
export function verifyBearer(tokens: TokenService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization;
    if (!header) return next();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return sendFailure(res, 401, httpErrorMessage(401));
    try {
      tokens.verify(token);
      next();
    } catch {
      sendFailure(res, 401, httpErrorMessage(401));
    }
  };
}

/** Requests per client address per minute, answered 429 in the API envelope past the limit. */
export function apiRateLimit(perMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendFailure(res, 429, 'Too many requests, please try again later.'),
  });
}
