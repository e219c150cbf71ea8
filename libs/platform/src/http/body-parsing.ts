import { httpErrorMessage, type ApiFailure } from '@solar/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_MESSAGES } from './validation';

/**
 * What a request body may be, the same at the gateway (which streams bodies through unread) and in every
 * service (which parses them). JSON and form bodies are small; only multipart uploads (pictures up to 10 MB,
 * checked again by the upload interceptor) may be larger.
 */
export const BODY_LIMITS = {
  /** JSON and url-encoded bodies: a product form with a long rich-text description fits many times over. */
  jsonBytes: 1024 * 1024,
  /** Multipart uploads: the largest picture or document plus the form's other fields. */
  multipartBytes: 11 * 1024 * 1024,
  /** Objects and arrays inside objects and arrays: no form of ours comes near; deeper is an attack on the stack. */
  maxDepth: 16,
} as const;

/** Content-Encodings the body parser inflates; anything else answers 415. */
export const BODY_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

export const BODY_MESSAGES = {
  tooLarge: 'The request body is too large.',
  malformed: 'The request body is malformed.',
  unsupportedEncoding: 'The request body is compressed in an unsupported way.',
  unsupportedCharset: 'The request body is in an unsupported character set.',
  tooDeep: 'The request body is nested too deeply.',
  headersTooLarge: 'The request URL or headers are too large.',
  timeout: 'The request took too long to arrive.',
  malformedRequest: 'The request is malformed.',
} as const;

export function sendBodyFailure(res: Response, status: number, error: string, errors?: Record<string, string[]>): void {
  const body: ApiFailure = { status: 0, success: false, error, ...(errors ? { errors } : {}), http_error: httpErrorMessage(status) };
  res.status(status).json(body);
}

/** Text that is JSON but no object or list (`"text"`, `12`, `true`, `null`): the strict parser refuses it. */
function isJsonScalar(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== 'object';
  } catch {
    return false;
  }
}

/** The depth of nested objects and arrays in a parsed body, counted without recursion (a deep body cannot overflow the check). */
export function nestingDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(current as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: level });
    }
  }
  return deepest;
}

/**
 * Body-parser errors carry their HTTP status (413, 415, 400) and a `type`; they answer in the API envelope
 * with a message of ours, never the parser's text or a stack.
 */
function bodyErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const failure = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = Number(failure?.status ?? failure?.statusCode);
  if (!Number.isInteger(status) || status < 400 || status >= 500 || res.headersSent) return next(error);
  const type = typeof failure.type === 'string' ? failure.type : '';
  // Well-formed JSON of the wrong kind: answered like a list as the body, which the validation pipe refuses.
  if (status === 400 && type === 'entity.parse.failed' && isJsonScalar((failure as { body?: unknown }).body)) {
    return sendBodyFailure(res, 400, REQUEST_MESSAGES.bodyNotAnObject, { body: [REQUEST_MESSAGES.bodyNotAnObject] });
  }
  const message =
    status === 413
      ? BODY_MESSAGES.tooLarge
      : type === 'encoding.unsupported'
        ? BODY_MESSAGES.unsupportedEncoding
        : type === 'charset.unsupported'
          ? BODY_MESSAGES.unsupportedCharset
          : BODY_MESSAGES.malformed;
  sendBodyFailure(res, status, message);
}

function depthGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.body && typeof req.body === 'object' && nestingDepth(req.body, BODY_LIMITS.maxDepth) > BODY_LIMITS.maxDepth) {
    return sendBodyFailure(res, 400, BODY_MESSAGES.tooDeep);
  }
  next();
}

/**
 * A service's body parsing: JSON and url-encoded (flat, no nested `a[b]` objects) within the limits, inflated
 * when gzip, deflate or brotli; a body too large, broken, deep or in an unknown encoding answers 413, 400 or
 * 415 in the envelope before any handler runs. Multipart is left to the upload interceptor (multer).
 */
export function apiBodyParsing(): express.RequestHandler[] {
  const limit = BODY_LIMITS.jsonBytes;
  const parsers = [express.json({ limit, strict: true }), express.urlencoded({ limit, extended: false })];
  // Each parser's error is handled right after it, so nothing else sees a half-read body.
  return [...parsers, bodyErrorHandler as unknown as express.RequestHandler, depthGuard];
}

/**
 * The gateway's early check, before a body is streamed to a service: a declared length over the limit
 * answers 413 and an unknown Content-Encoding 415 without reading a byte. (A broken gzip body is the
 * service's to find; its 400 comes back through the proxy.)
 */
export function bodyPrecheck(req: Request, res: Response, next: NextFunction): void {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toString().trim().toLowerCase();
  if (!(BODY_ENCODINGS as readonly string[]).includes(encoding)) return sendBodyFailure(res, 415, BODY_MESSAGES.unsupportedEncoding);
  const declared = Number(req.headers['content-length'] ?? 0);
  const multipart = /^multipart\//i.test(String(req.headers['content-type'] ?? ''));
  const limit = multipart ? BODY_LIMITS.multipartBytes : BODY_LIMITS.jsonBytes;
  if (Number.isFinite(declared) && declared > limit) {
    // The caller may still be sending: close after answering, so its upload does not keep the socket.
    res.setHeader('connection', 'close');
    return sendBodyFailure(res, 413, BODY_MESSAGES.tooLarge);
  }
  next();
}

/**
 * Requests Node's HTTP parser refuses before any middleware runs (headers or URL over its 16 kB limit, a
 * malformed request line) answer in the API envelope too, instead of Node's bare status line.
 */
export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message = status === 431 ? BODY_MESSAGES.headersTooLarge : status === 408 ? BODY_MESSAGES.timeout : BODY_MESSAGES.malformedRequest;
    const body = JSON.stringify({ status: 0, success: false, error: message, http_error: httpErrorMessage(status) } satisfies ApiFailure);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
