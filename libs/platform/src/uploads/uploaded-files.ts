import { Injectable } from '@nestjs/common';
import { IMAGE_SIZES, MESSAGES, UPLOAD_LIMITS, type UploadedFile } from '@solar/contracts';
import { FileStorage } from '../file-storage';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../http/domain-errors';

/** A file as multer hands it to a controller (`@UploadedFile()`). */
export interface IncomingFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export type UploadType = 'image' | 'document';

/** One stored version of an upload: a size name ('300x300', ...) or 'original' for a document. */
export interface UploadRendition {
  type: string;
  path: string;
}

/** What a service keeps of an upload (its own collection adds what it needs). */
export interface StoredUpload {
  uuid: string;
  owner_id: string;
  type: UploadType;
  name: string;
  renditions: UploadRendition[];
}

/** An accepted upload, before its service records it. */
export interface UploadContent {
  type: UploadType;
  /** The name it was uploaded under, made safe to show. */
  name: string;
  size: number;
  renditions: UploadRendition[];
}

/** A picture's crop to a frame's ratio, around a focal point (fractions of its width and height). */
export interface UploadCrop {
  width: number;
  height: number;
  focusX: number;
  focusY: number;
  /** The refusal when the picture is under half the frame's size: enlarged that much it would blur. */
  tooSmall: string;
}

/**
 * The largest box of the frame's ratio inside a `sourceWidth` x `sourceHeight` picture, centred on the focal
 * point as far as the edges allow.
 */
export function coverBox(sourceWidth: number, sourceHeight: number, crop: Pick<UploadCrop, 'width' | 'height' | 'focusX' | 'focusY'>) {
  const ratio = crop.width / crop.height;
  const width = Math.min(sourceWidth, Math.round(sourceHeight * ratio));
  const height = Math.min(sourceHeight, Math.round(width / ratio));
  const place = (focus: number, size: number, whole: number) => Math.min(whole - size, Math.max(0, Math.round(focus * whole - size / 2)));
  return { left: place(crop.focusX, width, sourceWidth), top: place(crop.focusY, height, sourceHeight), width, height };
}

export interface StoreUploadOptions {
  /**
   * The stored document's file name. By default the name it was uploaded under; a service whose file URLs are
   * public while its sellers are anonymous names it here instead (the URL would carry 'acme-datasheet.pdf').
   */
  documentFileName?: string;
  /** Crop a picture to a frame (a banner's, an ad's) instead of fitting it whole on white. */
  crop?: UploadCrop;
}

const PDF_MAGIC = Buffer.from('%PDF-');
/** What libvips may decode here: the upload's claimed type is not trusted, its content is. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** An uploaded file's name as stored and shown: no path, no characters a URL or a file system trips on. */
export const safeUploadName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100) || 'document.pdf';

const refused = (field: 'file' | 'type', message: string) => new InvalidInputError({ [field]: [message] });

/**
 * Sellers' uploads as every service takes them: pictures become the spec's sizes (IMAGE_SIZES, webp on white),
 * documents are kept as sent (PDF only), refusals are the product form's field messages.
 */
@Injectable()
export class UploadedFiles {
  constructor(private readonly storage: FileStorage) {}

  /** Checks the upload and stores its renditions under `folder` (400 on `file` or `type` when it is refused). */
  async store(folder: string, type: unknown, file: IncomingFile | undefined, options: StoreUploadOptions = {}): Promise<UploadContent> {
    if (!file) throw refused('file', MESSAGES.product.fileRequired);
    if (type !== 'image' && type !== 'document') throw refused('type', MESSAGES.product.fileTypeNotAllowed);
    if (file.size > UPLOAD_LIMITS.maxFileBytes) throw refused('file', MESSAGES.product.fileTooLarge);
    const name = safeUploadName(file.originalname);
    const documentName = options.documentFileName ?? name;
    const renditions =
      type === 'image' ? await this.storeImage(folder, file.buffer, options.crop) : await this.storeDocument(folder, file.buffer, documentName);
    return { type, name, size: file.size, renditions };
  }

  /** The upload if `ownerId` made it: 404 for an unknown one, 403 for someone else's. */
  ownedBy<T extends StoredUpload>(file: T | null, ownerId: string): T {
    if (!file) throw new NotFoundError(MESSAGES.product.fileUnknown);
    if (file.owner_id !== ownerId) throw new ForbiddenError(MESSAGES.product.fileUnknown);
    return file;
  }

  async remove(file: StoredUpload): Promise<void> {
    await Promise.all(file.renditions.map((rendition) => this.storage.remove(rendition.path)));
  }

  /** The answer to an upload: the file's URLs, each picture size's among them. */
  view(file: StoredUpload): UploadedFile {
    const url = (type: string) => this.storage.url(file.renditions.find((r) => r.type === type)?.path ?? file.renditions[0]!.path);
    return {
      uuid: file.uuid,
      type: file.type,
      name: file.name,
      url: url(file.type === 'image' ? IMAGE_SIZES[0].name : 'original'),
      ...(file.type === 'image' ? { renditions: Object.fromEntries(IMAGE_SIZES.map((s) => [s.name, url(s.name)])) as UploadedFile['renditions'] } : {}),
    };
  }

  private async storeImage(folder: string, upload: Buffer, crop?: UploadCrop): Promise<UploadRendition[]> {
    // Loaded on the first picture: most services never take one, and libvips is heavy to load.
    const { default: sharp } = await import('sharp');
    let format: string | undefined;
    try {
      format = (await sharp(upload).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !IMAGE_FORMATS.has(format)) throw refused('file', MESSAGES.product.fileTypeNotAllowed);
    const content = crop ? await cropped(sharp, upload, crop) : upload;
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

  private async storeDocument(folder: string, content: Buffer, fileName: string): Promise<UploadRendition[]> {
    if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw refused('file', MESSAGES.product.fileTypeNotAllowed);
    const path = `${folder}/${fileName.replace(/(\.pdf)?$/i, '.pdf')}`;
    await this.storage.put(path, content, 'application/pdf');
    return [{ type: 'original', path }];
  }
}

/** The picture cut to the crop's ratio around its focal point (upright first), or 400 when it is too small. */
async function cropped(sharp: (typeof import('sharp'))['default'], content: Buffer, crop: UploadCrop): Promise<Buffer> {
  const { data, info } = await sharp(content).rotate().toBuffer({ resolveWithObject: true });
  const box = coverBox(info.width, info.height, crop);
  if (box.width * 2 < crop.width || box.height * 2 < crop.height) throw refused('file', crop.tooSmall);
  return sharp(data).extract(box).toBuffer();
}
