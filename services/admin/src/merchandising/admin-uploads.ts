import { Body, Controller, Injectable, Post, UploadedFile } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_API, FileUploadFields, type AccessTokenClaims, type UploadedFile as UploadedFileView } from '@solar/contracts';
import { AdminOnly, CurrentUser, type IncomingFile, LimitUploadsPerAccount, SingleFileUpload, UploadedFiles } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AdminUpload } from './merchandising.schema';

/** Where an admin's picture is stored: named by its uuid. */
export const adminUploadFolder = (uuid: string) => `admin/uploads/${uuid}`;

/** Pictures for banners and ads, stored as every upload is (the shop's limits, types and sizes). */
@Injectable()
export class AdminUploads {
  constructor(
    @InjectModel(AdminUpload.name) private readonly uploads: Model<AdminUpload>,
    private readonly files: UploadedFiles,
  ) {}

  /** Stores a picture (400 on `file` for anything else) and answers its URLs. */
  async upload(adminId: string, file: IncomingFile | undefined): Promise<UploadedFileView> {
    const uuid = randomUUID();
    const { name, renditions } = await this.files.store(adminUploadFolder(uuid), 'image', file);
    const record: AdminUpload = { uuid, owner_id: adminId, type: 'image', name, renditions, created_at: new Date() };
    await this.uploads.create(record);
    return this.files.view(record);
  }
}

/** `admin/upload`. */
@Controller()
@AdminOnly()
export class AdminUploadsController {
  constructor(private readonly uploads: AdminUploads) {}

  @Post(ADMIN_API.upload)
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  upload(@CurrentUser() admin: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() _fields: FileUploadFields) {
    return this.uploads.upload(admin.sub, file);
  }
}
