import { Body, Controller, HttpCode, Param, Post, UploadedFile } from '@nestjs/common';
import { FileUploadFields, TRADER_API, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, LimitUploadsPerAccount, Roles, SingleFileUpload, type IncomingFile } from '@solar/platform';
import { DealFilesService } from './deal-files.service';

/** The broker's `attachment` call: sellers upload their deals' pictures and documents before sending the form. */
@Controller()
@Roles('seller')
export class AttachmentsController {
  constructor(private readonly files: DealFilesService) {}

  @Post(TRADER_API.attachment)
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  upload(@CurrentUser() seller: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() fields: FileUploadFields) {
    return this.files.upload(seller.sub, fields.type, file);
  }

  @Post(TRADER_API.attachmentDelete.template)
  @HttpCode(200)
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('uuid') uuid: string) {
    await this.files.remove(seller.sub, uuid);
    return { uuid };
  }
}
