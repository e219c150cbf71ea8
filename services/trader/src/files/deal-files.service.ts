import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEAL_MESSAGES, type UploadedFile } from '@solar/contracts';
import { BusinessRuleError, ForbiddenError, InvalidInputError, UploadedFiles, type IncomingFile } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { Deal } from '../deals/deal.schema';
import { DealFile } from './deal-file.schema';

/**
 * Where a deal upload is stored. Named by its uuid only, a document too: the URL is public, the seller is not,
 * and the name it was uploaded under often names them.
 */
export const dealUploadFolder = (uuid: string) => `trader/uploads/${uuid}`;
export const DEAL_DOCUMENT_FILE_NAME = 'document.pdf';

/** The seller's uploads: stored by the `attachment` call, named by uuid in deal forms. */
@Injectable()
export class DealFilesService {
  constructor(
    @InjectModel(DealFile.name) private readonly files: Model<DealFile>,
    @InjectModel(Deal.name) private readonly deals: Model<Deal>,
    private readonly uploads: UploadedFiles,
  ) {}

  /** Checks and stores an upload of the seller's (as the shop's upload does) and records it in deal_files. */
  async upload(ownerId: string, type: unknown, file: IncomingFile | undefined): Promise<UploadedFile> {
    const uuid = randomUUID();
    const { name, renditions, type: stored } = await this.uploads.store(dealUploadFolder(uuid), type, file, { documentFileName: DEAL_DOCUMENT_FILE_NAME });
    const record = await this.files.create({ uuid, owner_id: ownerId, type: stored, name, renditions });
    return this.uploads.view(record);
  }

  /**
   * Deletes an upload of the seller's (404 unknown, 403 someone else's, or shown by a deal another seller owns now:
   * an admin moved it). One a deal shows, live or in an edit waiting for approval, is refused with 422: its
   * pictures' URLs are the upload's.
   */
  async remove(ownerId: string, uuid: string): Promise<void> {
    const file = this.uploads.ownedBy(await this.files.findOne({ uuid }).lean<DealFile>(), ownerId);
    const usedBy = { $or: ['images', 'documents', 'pending_revision.images', 'pending_revision.documents'].map((field) => ({ [`${field}.file_uuid`]: uuid })) };
    if (await this.deals.exists({ ...usedBy, owner_id: { $ne: ownerId } })) throw new ForbiddenError(DEAL_MESSAGES.notYourDeal);
    if (await this.deals.exists(usedBy)) throw new BusinessRuleError(DEAL_MESSAGES.fileInUse);
    await this.files.deleteOne({ uuid });
    await this.uploads.remove(file);
  }

  /**
   * The seller's own uploads of one type, in the order asked; an unknown or someone else's id is a 400 on `field`.
   * Files the deal being edited already shows (`onTheDeal`) are taken whoever uploaded them: a deal an admin
   * transferred keeps its previous seller's pictures, and its new seller re-sends them with every edit.
   */
  async ownFiles(ownerId: string, uuids: readonly string[], type: DealFile['type'], field: string, onTheDeal: readonly string[] = []): Promise<DealFile[]> {
    if (!uuids.length) return [];
    const kept = uuids.filter((uuid) => onTheDeal.includes(uuid));
    const found = await this.files
      .find({ uuid: { $in: [...uuids] }, type, $or: [{ owner_id: ownerId }, ...(kept.length ? [{ uuid: { $in: kept } }] : [])] })
      .lean<DealFile[]>();
    const byId = new Map(found.map((file) => [file.uuid, file]));
    if (uuids.some((uuid) => !byId.has(uuid))) throw new InvalidInputError({ [field]: [DEAL_MESSAGES.fileUnknown] });
    return uuids.map((uuid) => byId.get(uuid)!);
  }
}
