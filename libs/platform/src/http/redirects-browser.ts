import { applyDecorators, Header, Redirect } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { RawResponse } from './envelope.interceptor';

/**
 * A GET a browser navigates to that answers by sending it elsewhere: 302 with `Location` (the handler returns
 * `{ url }`), not the API envelope, never cached. Failures still answer in the envelope. Declared, so the API
 * description names the redirect as the route's success.
 */
export const RedirectsBrowser = (description: string): MethodDecorator =>
  applyDecorators(Redirect(undefined, 302), RawResponse(), Header('Cache-Control', 'no-store'), ApiResponse({ status: 302, description }));

/** A failure a route answers beyond the ones every route may (an outside provider unreachable: 503). */
export const AlsoAnswers = (status: number, description: string): MethodDecorator => ApiResponse({ status, description });
