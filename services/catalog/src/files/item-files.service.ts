import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { IMAGE_SIZES, MESSAGES, UPLOAD_LIMITS, type UploadedFile } from '@solar/contracts';
import { FileStorage } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ItemFile } from './item-file.schema';

export interface IncomingFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

const PDF_MAGIC = Buffer.from('%PDF-');
/** What libvips may decode here: the upload's claimed type is not trusted, its content is. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'document.pdf';

/** Sellers' uploads: pictures become the spec's three sizes, documents are kept as sent (PDF only). */
@Injectable()
export class ItemFilesService {
  constructor(
    @InjectModel(ItemFile.name) private readonly files: Model<ItemFile>,
    private readonly storage: FileStorage,
  ) {}

  async upload(ownerId: string, type: unknown, file: IncomingFile | undefined): Promise<UploadedFile> {
    if (!file) throw new BadRequestException({ errors: { file: [MESSAGES.product.fileRequired] } });
    if (type !== 'image' && type !== 'document') throw new BadRequestException({ errors: { type: [MESSAGES.product.fileTypeNotAllowed] } });
    if (file.size > UPLOAD_LIMITS.maxFileBytes) throw new BadRequestException({ errors: { file: [MESSAGES.product.fileTooLarge] } });
    const uuid = randomUUID();
    const folder = `items/uploads/${uuid}`;
    const renditions = type === 'image' ? await this.storeImage(folder, file.buffer) : await this.storeDocument(folder, file);
    const doc = await this.files.create({ uuid, owner_id: ownerId, type, name: safeName(file.originalname), size: file.size, renditions, item_uuid: null });
    return this.toUploaded(doc);
  }

  /** The seller's own uploads of one type, in the order asked; unknown or foreign ids are a 400 on that field. */
  async ownFiles(ownerId: string, uuids: readonly string[], type: 'image' | 'document', field: string): Promise<ItemFile[]> {
    if (!uuids.length) return [];
    const found = await this.files.find({ uuid: { $in: [...uuids] }, owner_id: ownerId, type }).lean<ItemFile[]>();
    const byId = new Map(found.map((f) => [f.uuid, f]));
    if (uuids.some((u) => !byId.has(u))) throw new BadRequestException({ errors: { [field]: [MESSAGES.product.fileUnknown] } });
    return uuids.map((u) => byId.get(u)!);
  }

  /** Marks uploads as used by an item, and frees the ones it no longer uses. */
  async attach(itemUuid: string, uuids: readonly string[]): Promise<void> {
    await this.files.updateMany({ item_uuid: itemUuid, uuid: { $nin: [...uuids] } }, { $set: { item_uuid: null } });
    if (uuids.length) await this.files.updateMany({ uuid: { $in: [...uuids] } }, { $set: { item_uuid: itemUuid } });
  }

  /** Checks the caller owns the upload; returns it so the caller can take it off its item first. */
  async ownedBy(ownerId: string, uuid: string): Promise<ItemFile> {
    const file = await this.files.findOne({ uuid }).lean<ItemFile>();
    if (!file) throw new NotFoundException(MESSAGES.product.fileUnknown);
    if (file.owner_id !== ownerId) throw new ForbiddenException(MESSAGES.product.fileUnknown);
    return file;
  }

  async remove(file: ItemFile): Promise<void> {
    await this.files.deleteOne({ uuid: file.uuid });
    await Promise.all(file.renditions.map((r) => this.storage.remove(r.path)));
  }

  toUploaded(file: ItemFile): UploadedFile {
    const url = (type: string) => this.storage.url(file.renditions.find((r) => r.type === type)?.path ?? file.renditions[0]!.path);
    return {
      uuid: file.uuid,
      type: file.type,
      name: file.name,
      url: url(file.type === 'image' ? IMAGE_SIZES[0].name : 'original'),
      ...(file.type === 'image'
        ? { renditions: Object.fromEntries(IMAGE_SIZES.map((s) => [s.name, url(s.name)])) as UploadedFile['renditions'] }
        : {}),
    };
  }

  private async storeImage(folder: string, content: Buffer) {
    let format: string | undefined;
    try {
      format = (await sharp(content).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !IMAGE_FORMATS.has(format)) throw new BadRequestException({ errors: { file: [MESSAGES.product.fileTypeNotAllowed] } });
    const renditions = [];
    for (const size of IMAGE_SIZES) {
      // The whole picture fits the frame (no cropping of a product), on white; EXIF orientation applied.
      const out = await sharp(content)
        .rotate()
        .resize(size.width, size.height, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .webp({ quality: 82 })
        .toBuffer();
      const path = `${folder}/${size.name}.webp`;
      await this.storage.put(path, out, 'image/webp');
      renditions.push({ type: size.name, path });
    }
    return renditions;
  }

  private async storeDocument(folder: string, file: IncomingFile) {
    if (!file.buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw new BadRequestException({ errors: { file: [MESSAGES.product.fileTypeNotAllowed] } });
    }
    const path = `${folder}/${safeName(file.originalname).replace(/(\.pdf)?$/i, '.pdf')}`;
    await this.storage.put(path, file.buffer, 'application/pdf');
    return [{ type: 'original', path }];
  }
}
