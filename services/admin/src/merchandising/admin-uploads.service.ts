import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_MESSAGES, AdminUploadFields, IMAGE_SIZES, type UploadedFile as UploadedFileView } from '@solar/contracts';
import { type IncomingFile, UploadedFiles } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AdminUpload } from './admin-upload.schema';

/** Where an admin's picture is stored: named by its uuid. */
export const adminUploadFolder = (uuid: string) => `admin/uploads/${uuid}`;

/** Pictures for banners and ads, stored as every upload is (the shop's limits, types and sizes). */
@Injectable()
export class AdminUploads {
  constructor(
    @InjectModel(AdminUpload.name) private readonly uploads: Model<AdminUpload>,
    private readonly files: UploadedFiles,
  ) {}

  /**
   * Stores a picture (400 on `file` for anything else) and answers its URLs; with `crop`, cut to that frame's
   * ratio around the focal point first, so a banner of another shape fills the hero with no bands.
   */
  async upload(adminId: string, file: IncomingFile | undefined, fields: AdminUploadFields = {}): Promise<UploadedFileView> {
    const uuid = randomUUID();
    const frame = fields.crop ? IMAGE_SIZES.find((size) => size.name === fields.crop) : undefined;
    const crop = frame && {
      width: frame.width,
      height: frame.height,
      focusX: fields.focus_x === undefined ? 0.5 : Number(fields.focus_x),
      focusY: fields.focus_y === undefined ? 0.5 : Number(fields.focus_y),
      tooSmall: ADMIN_MESSAGES.imageTooSmall(frame.width, frame.height),
    };
    const { name, renditions } = await this.files.store(adminUploadFolder(uuid), 'image', file, { crop });
    const record: AdminUpload = { uuid, owner_id: adminId, type: 'image', name, renditions, created_at: new Date() };
    await this.uploads.create(record);
    return this.files.view(record);
  }
}
