import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEAL_MESSAGES } from '@solar/contracts';
import type { Model } from 'mongoose';
import { DealFile } from './deal-file.schema';

/** The seller's uploads a deal form names. */
@Injectable()
export class DealFilesService {
  constructor(@InjectModel(DealFile.name) private readonly files: Model<DealFile>) {}

  /** The seller's own uploads of one type, in the order asked; an unknown or someone else's id is a 400 on `field`. */
  async ownFiles(ownerId: string, uuids: readonly string[], type: DealFile['type'], field: string): Promise<DealFile[]> {
    if (!uuids.length) return [];
    const found = await this.files.find({ uuid: { $in: [...uuids] }, owner_id: ownerId, type }).lean<DealFile[]>();
    const byId = new Map(found.map((file) => [file.uuid, file]));
    if (uuids.some((uuid) => !byId.has(uuid))) throw new BadRequestException({ errors: { [field]: [DEAL_MESSAGES.fileUnknown] } });
    return uuids.map((uuid) => byId.get(uuid)!);
  }
}
