import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type UploadedFile as UploadedFileView } from '@solar/contracts';
import { UploadedFiles, type IncomingFile } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { StorefrontUpload } from './storefront-upload.schema';

/** Where a store picture is kept: named by its uuid. */
export const storefrontUploadFolder = (uuid: string) => `storefront/uploads/${uuid}`;

/** Logo and banner pictures, stored as every upload is (the shop's limits, types and sizes). */
@Injectable()
export class StorefrontUploads {
  constructor(
    @InjectModel(StorefrontUpload.name) private readonly uploads: Model<StorefrontUpload>,
    private readonly files: UploadedFiles,
  ) {}

  async upload(sellerId: string, file: IncomingFile | undefined): Promise<UploadedFileView> {
    const uuid = randomUUID();
    const { name, renditions } = await this.files.store(storefrontUploadFolder(uuid), 'image', file);
    const record: StorefrontUpload = { uuid, owner_id: sellerId, type: 'image', name, renditions, created_at: new Date() };
    await this.uploads.create(record);
    return this.files.view(record);
  }
}
