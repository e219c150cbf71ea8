import { PayloadTooLargeException, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { MESSAGES, UPLOAD_LIMITS } from '@solar/contracts';
import { catchError, type Observable } from 'rxjs';
import { PayloadTooLargeError } from '../http/domain-errors';

/**
 * Put before FileInterceptor: multer's own refusal of an over-size file becomes the product form's field
 * message, as every other upload error is, instead of a bare 'File too large'.
 */
export class UploadLimitsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeError({ file: [MESSAGES.product.fileTooLarge] });
        throw error;
      }),
    );
  }
}

/** A multipart upload of one `file` within UPLOAD_LIMITS (413 with the field message beyond them). */
export const SingleFileUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(UploadLimitsInterceptor, FileInterceptor('file', { limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1 } })),
  );
