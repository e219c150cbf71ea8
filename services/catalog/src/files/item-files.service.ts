import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MESSAGES, type UploadedFile } from '@solar/contracts';
import { InvalidInputError, UploadedFiles, type IncomingFile } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { ItemFile } from './item-file.schema';

/** Sellers' uploads for their items: checked and stored as every upload is (UploadedFiles), recorded in item_files. */
@Injectable()
export class ItemFilesService {
  constructor(
    @InjectModel(ItemFile.name) private readonly files: Model<ItemFile>,
    private readonly uploads: UploadedFiles,
  ) {}

  async upload(ownerId: string, type: unknown, file: IncomingFile | undefined): Promise<UploadedFile> {
    const uuid = randomUUID();
    const stored = await this.uploads.store(`items/uploads/${uuid}`, type, file);
    const doc = await this.files.create({ uuid, owner_id: ownerId, ...stored, item_uuid: null });
    return this.toUploaded(doc);
  }

  /** The seller's own uploads of one type, in the order asked; unknown or foreign ids are a 400 on that field. */
  async ownFiles(ownerId: string, uuids: readonly string[], type: 'image' | 'document', field: string): Promise<ItemFile[]> {
    if (!uuids.length) return [];
    const found = await this.files.find({ uuid: { $in: [...uuids] }, owner_id: ownerId, type }).lean<ItemFile[]>();
    const byId = new Map(found.map((f) => [f.uuid, f]));
    if (uuids.some((u) => !byId.has(u))) throw new InvalidInputError({ [field]: [MESSAGES.product.fileUnknown] });
    return uuids.map((u) => byId.get(u)!);
  }

  /** Marks uploads as used by an item, and frees the ones it no longer uses. */
  async attach(itemUuid: string, uuids: readonly string[]): Promise<void> {
    await this.files.updateMany({ item_uuid: itemUuid, uuid: { $nin: [...uuids] } }, { $set: { item_uuid: null } });
    if (uuids.length) await this.files.updateMany({ uuid: { $in: [...uuids] } }, { $set: { item_uuid: itemUuid } });
  }

  /** Checks the caller owns the upload; returns it so the caller can take it off its item first. */
  async ownedBy(ownerId: string, uuid: string): Promise<ItemFile> {
    return this.uploads.ownedBy(await this.files.findOne({ uuid }).lean<ItemFile>(), ownerId);
  }

  async remove(file: ItemFile): Promise<void> {
    await this.files.deleteOne({ uuid: file.uuid });
    await this.uploads.remove(file);
  }

  toUploaded(file: ItemFile): UploadedFile {
    return this.uploads.view(file);
  }
}
