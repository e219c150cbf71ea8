import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { httpErrorMessage, type ApiFailure } from '@solar/contracts';
import type { Response } from 'express';
import { InvalidSearchQueryError } from '../search-index/search-index.errors';
import { isDuplicateKeyError } from '../document-store/duplicate-key';
import { DomainError, TooManyRequestsError } from './domain-errors';

/** A failure as answered: its status, the envelope, and the headers that go with it (Retry-After on a 429). */
export interface AnsweredFailure {
  status: number;
  body: ApiFailure;
  headers?: Record<string, string>;
}

/**
 * Turns every failure into `{ status: 0, success: false, errors?, error, http_error }` with a real HTTP status.
 * `error` is the specific message, `http_error` the spec's text for the status; nothing internal leaks on a 500.
 * Services throw the domain errors (domain-errors.ts); Nest's own HTTP exceptions still arrive from the framework
 * (an unknown route, multer's limits) and answer in the same envelope.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = this.toFailure(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    response.status(status).json(body);
  }

  toFailure(exception: unknown): AnsweredFailure {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const body: ApiFailure = { status: 0, success: false, http_error: httpErrorMessage(status) };
      if (typeof payload === 'string') {
        body.error = payload;
      } else if (payload && typeof payload === 'object') {
        const { errors, message, error } = payload as { errors?: Record<string, string[]>; message?: unknown; error?: unknown };
        if (errors) body.errors = errors;
        const text = Array.isArray(message) ? message.join(', ') : (message ?? error);
        body.error = typeof text === 'string' ? text : errors ? firstMessage(errors) : exception.message;
      }
      return { status, body };
    }
    if (exception instanceof DomainError) {
      const { status, message, errors } = exception;
      const body: ApiFailure = { status: 0, success: false, error: message, http_error: httpErrorMessage(status) };
      if (errors) body.errors = errors;
      const retryAfter = exception instanceof TooManyRequestsError ? exception.retryAfterSeconds : undefined;
      return retryAfter === undefined ? { status, body } : { status, body, headers: { 'Retry-After': String(retryAfter) } };
    }
    if (exception instanceof InvalidSearchQueryError) {
      // A query the index cannot run is the caller's mistake (a field or bound out of range), not ours.
      const status = HttpStatus.BAD_REQUEST;
      return { status, body: { status: 0, success: false, error: exception.message, http_error: httpErrorMessage(status) } };
    }
    if (isDuplicateKeyError(exception)) {
      const field = Object.keys(exception.keyValue ?? {})[0] ?? 'value';
      const error = `The ${field} has already been taken.`;
      return {
        status: HttpStatus.CONFLICT,
        body: { status: 0, success: false, error, errors: { [field]: [error] }, http_error: httpErrorMessage(409) },
      };
    }
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return { status, body: { status: 0, success: false, error: httpErrorMessage(status), http_error: httpErrorMessage(status) } };
  }
}

function firstMessage(errors: Record<string, string[]>): string | undefined {
  return Object.values(errors).flat()[0];
}
