import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Settings } from '../../config/platform-config';
import { type ByteRange, FileStorage, servedFileUrl, type StoredFileInfo, storagePath } from '../file-storage.port';

/**
 * Files as objects in an S3-compatible bucket, one object per path (the key is the path). The bucket stays
 * private: browsers load the files from the gateway at `/files/...`, which reads them through this adapter, so
 * a file's URL is the same as on local disk and neither the bucket's address nor a signed URL reaches a page.
 * The credentials need s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket (without the last, AWS
 * answers 403 instead of 404 for a file that is not there).
 */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly publicPrefix = '/files',
  ) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK adds CRC checksums to every upload by default; not every S3-compatible server accepts them.
      ...(settings.endpoint && { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
    });
  }

  async put(path: string, content: Buffer | string, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: storagePath(path), Body: content, ContentType: contentType }));
  }

  async get(path: string): Promise<Buffer | null> {
    const content = await this.read(path);
    return content && buffer(content);
  }

  async remove(path: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the port asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: storagePath(path) }));
  }

  url(path: string): string {
    return servedFileUrl(this.publicPrefix, path);
  }

  async stat(path: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: storagePath(path) }));
      const size = head.ContentLength ?? 0;
      const lastModified = head.LastModified ?? new Date(0);
      return {
        size,
        contentType: head.ContentType ?? 'application/octet-stream',
        lastModified,
        etag: head.ETag ?? `W/"${size.toString(16)}-${lastModified.getTime().toString(16)}"`,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async read(path: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: storagePath(path), Range: range && `bytes=${range.start}-${range.end}` }),
      );
      // In Node the SDK hands over the HTTP response itself: the bytes flow as the caller reads them.
      if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${path}`);
      return object.Body;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  override async close(): Promise<void> {
    this.client.destroy();
  }
}

/** GET names a missing key `NoSuchKey`; HEAD has no body to name it, so the SDK calls any 404 `NotFound`. */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
