/**
 * The file storage port, and its own injection token: where uploaded and generated files live. Local disk on one
 * machine (`LocalDiskFileStorage`), an S3-compatible bucket in production.
 */
export abstract class FileStorage {
  abstract put(path: string, content: Buffer | string, contentType: string): Promise<void>;
  abstract get(path: string): Promise<Buffer | null>;
  abstract remove(path: string): Promise<void>;
  /** The URL a browser loads the file from. */
  abstract url(path: string): string;
}
