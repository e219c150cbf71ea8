import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiSuccess } from '@solar/contracts';
import { Observable, map } from 'rxjs';

const RAW_RESPONSE = 'platform:raw-response';
/** Marks a handler whose answer is not wrapped in the API envelope (health probes, files, proxies). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

/** A handler result that carries a user-facing message next to its data. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
export const withMessage = <T>(data: T, message: string) => new WithMessage(data, message);

/** Wraps every successful answer in `{ status: 1, success: true, data, message? }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw) return next.handle();
    return next.handle().pipe(map((result) => toSuccess(result)));
  }
}

export function toSuccess<T>(result: T | WithMessage<T>): ApiSuccess<T> {
  if (result instanceof WithMessage) return { status: 1, success: true, data: result.data, message: result.message };
  return { status: 1, success: true, data: result as T };
}
