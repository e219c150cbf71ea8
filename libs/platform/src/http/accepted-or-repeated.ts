import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/**
 * A POST that starts work the services carry on in events, keyed by the caller's request id: 202 when this call
 * starts it, 200 with the first answer when the same request comes again (the handler sets which). Both are
 * declared, so the API description names the statuses the route answers.
 */
export const AcceptedOrRepeated = (): MethodDecorator =>
  applyDecorators(
    HttpCode(202),
    ApiResponse({ status: 202, description: 'Accepted: the work goes on in events' }),
    ApiResponse({ status: 200, description: 'The same request again: its first answer' }),
  );
