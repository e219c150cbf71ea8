import { PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { MESSAGES } from '@solar/contracts';
import { catchError, type Observable } from 'rxjs';

/**
 * Put before FileInterceptor: multer's own refusal of an over-size file becomes the catalog's field message,
 * as every other upload error is, instead of a bare 'File too large'.
 */
export class UploadLimitsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException({ errors: { file: [MESSAGES.product.fileTooLarge] } });
        throw error;
      }),
    );
  }
}
