import { Logger } from '@nestjs/common';
import { httpErrorMessage } from '@solar/contracts';
import { type ByteRange, FilePathError, type FileStorage, storagePath, type StoredFileInfo } from '@solar/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream';
import { sendFailure } from './edge';

/** What express.static sends for a local file with `maxAge: '1h'`. */
const CACHE_CONTROL = 'public, max-age=3600';
/** The headers a file's answer carries; taken off again when the answer turns out to be a failure. */
const FILE_HEADERS = ['Accept-Ranges', 'Cache-Control', 'Last-Modified', 'ETag', 'Content-Type', 'Content-Range', 'Content-Length'];

const logger = new Logger('StoredFiles');

/** An error the files route's failure handler answers in the envelope, with this status. */
class FilesRouteError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
const httpError = (status: number) => new FilesRouteError(status);

/** A file that is not there (or a path that is not a file) answers in the API envelope, like every other failure. */
export function filesFailure(error: { status?: number; statusCode?: number }, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = error.status ?? error.statusCode ?? 500;
  sendFailure(res, status, status === 404 ? 'File not found.' : httpErrorMessage(status));
}

/**
 * `/files/...` through the file storage port, for storage the gateway cannot serve as a folder (a bucket). The
 * answers are those of express.static over `<dataDir>/files`, so a page cannot tell where files are kept: GET and
 * HEAD only (405 otherwise), the same cache headers and validators with 304 for a fresh copy, one byte range (206,
 * or 416 out of range), dot-files hidden, a path out of the root refused (403). Failures go to `next`, where the
 * gateway answers them in the API envelope (404 'File not found.'). A bucket has no folders, so a folder's URL is a
 * plain 404 (express.static first redirects it to the folder's `/`, which then answers 404).
 *
 * The bytes stream from the bucket through the gateway rather than the browser being sent to a signed bucket URL:
 * URLs stay `/files/<path>` (cacheable, the same in every API answer, on every adapter) and the bucket stays private.
 */
export function serveStoredFiles(storage: FileStorage): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    serve(storage, req, res).catch((error: unknown) => {
      // A 416 keeps them, Content-Range above all, as express.static's does.
      if (!(error instanceof FilesRouteError && error.status === 416)) for (const header of FILE_HEADERS) res.removeHeader(header);
      if (!(error instanceof FilesRouteError)) logger.warn(`Reading ${req.path} from the file storage failed: ${(error as Error).message}`);
      next(error);
    });
  };
}

async function serve(storage: FileStorage, req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Content-Length': '0' }).end();
    return;
  }
  const path = storedPathOf(req.path);
  const file = await storage.stat(path);
  if (!file) throw httpError(404);

  res.set({
    'Accept-Ranges': 'bytes',
    'Cache-Control': CACHE_CONTROL,
    'Last-Modified': file.lastModified.toUTCString(),
    ETag: file.etag,
  });
  // Express compares the request's If-None-Match / If-Modified-Since with the validators just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type(file.contentType);
  const range = rangeAsked(req, file);
  if (range === 'unsatisfiable') {
    res.set('Content-Range', `bytes */${file.size}`);
    throw httpError(416);
  }
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  res.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const content = await storage.read(path, range);
  // Removed between the two calls.
  if (!content) throw httpError(404);
  pipeline(content, res, (error) => {
    // A caller who goes away mid-file is no failure of ours.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn(`Streaming ${req.path} from the file storage failed: ${error.message}`);
  });
}

/** The stored path a `/files/...` URL names, refused as express.static refuses it: undecodable or NUL (400), out of the root (403), a dot-file or a folder (404). */
function storedPathOf(urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw httpError(400);
  }
  if (decoded.includes('\0')) throw httpError(400);
  let path: string;
  try {
    // Read relative to the root as express.static does: `//../x` climbs out of it too.
    path = storagePath(`.${decoded}`);
  } catch (error) {
    if (error instanceof FilePathError) throw httpError(error.escapesRoot ? 403 : 404);
    throw error;
  }
  if (path.split('/').some((segment) => segment.startsWith('.'))) throw httpError(404);
  return path;
}

/**
 * The one byte range the request asks for, as express.static reads `Range`: several ranges, a malformed header or
 * an `If-Range` that no longer matches get the whole file.
 */
function rangeAsked(req: Request, file: StoredFileInfo): ByteRange | 'unsatisfiable' | undefined {
  if (!/^ *bytes=/.test(req.headers.range ?? '')) return undefined;
  if (!rangeStillValid(req.get('if-range'), file)) return undefined;
  const ranges = req.range(file.size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}

/** `If-Range` holds an ETag or a date: the range applies only while the file is the one the caller has part of. */
function rangeStillValid(ifRange: string | undefined, file: StoredFileInfo): boolean {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.includes(file.etag);
  return Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifRange) / 1000);
}
