import { Body, Controller, Post, UploadedFile } from '@nestjs/common';
import { ADMIN_API, AdminUploadFields, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser, type IncomingFile, LimitUploadsPerAccount, SingleFileUpload } from '@solar/platform';
import { AdminUploads } from './admin-uploads.service';

/** `admin/upload`. */
@Controller()
@AdminOnly()
export class AdminUploadsController {
  constructor(private readonly uploads: AdminUploads) {}

  @Post(ADMIN_API.upload)
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  upload(@CurrentUser() admin: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() fields: AdminUploadFields) {
    return this.uploads.upload(admin.sub, file, fields);
  }
}
