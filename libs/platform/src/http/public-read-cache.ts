import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { Query, type Connection, type Schema } from 'mongoose';

/** How a cached answer may be kept downstream: anyone may store it, but must ask again (ETag) before using it. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/**
 * The same answer goes to every caller, but a request with a token takes the full path (which refuses a bad
 * one): a shared cache must not answer it with what a caller without one got.
 */
const PUBLIC_READ_VARY = 'Authorization';

/** The longest an answer is kept however quiet the writes are (it may embed reference data refreshed on a timer). */
export const PUBLIC_READ_MAX_AGE_MS = 30_000;

/** Answers kept at most (the oldest goes first): a product page is some 4 kB. */
const DEFAULT_MAX_ENTRIES = 2_000;

interface CachedAnswer {
  body: string;
  etag: string;
  storedAt: number;
}

/** A strong validator of an answer's exact bytes. */
export const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Answers of public reads (the same for every caller) kept as their JSON text, with an ETag, until the data
 * behind them changes. `invalidate()` drops them all: call it before and after every write of that data, and
 * when another instance announces one (its event). Each answer remembers the generation its read started in and
 * is stored only if no invalidation came in between, so a read racing a write never stores the older data.
 *
 * Only requests without a token are served from here: with one, the request takes the full path, so the token is
 * verified (a bad or revoked one is refused even on a public route) and nothing read on a caller's behalf is ever
 * kept or shared. Such answers still get the same ETag handling from Express.
 *
 * Services provide it as a subclass of their own (one cache per kind of answer).
 */
export class PublicReadCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private generation = 0;

  constructor(
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly maxAgeMs = PUBLIC_READ_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation++;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  /**
   * Express middleware for one public read, placed before its handler: `keyOf` names the answer a request asks
   * for (its path, or its path and parsed body), or undefined to let the request through untouched.
   */
  middleware(keyOf: (req: Request) => string | undefined) {
    return (req: Request, res: Response, next: NextFunction): void => {
      const key = req.headers.authorization === undefined ? keyOf(req) : undefined;
      if (key === undefined) return next();
      const cached = this.answers.get(key);
      if (cached && this.now() - cached.storedAt <= this.maxAgeMs) {
        sendPublicAnswer(res, cached);
        return;
      }
      this.storeAnswerOf(key, res);
      next();
    };
  }

  /** Keeps the handler's 200 answer, unless the data changed while it was being read. */
  private storeAnswerOf(key: string, res: Response): void {
    const startedIn = this.generation;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const text = JSON.stringify(body);
      const answer: CachedAnswer = { body: text, etag: etagOf(text), storedAt: this.now() };
      if (startedIn === this.generation) {
        if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value as string);
        this.answers.set(key, answer);
      }
      return sendPublicAnswer(res, answer);
    };
  }

  /** Invalidates on every write to a collection of `connection` whose schema has `writesAnnouncedPlugin`. */
  invalidateOnWrites(connection: Connection, collection: string): () => void {
    const onWrite = (written: string) => {
      if (written === collection) this.invalidate();
    };
    connection.on(DOCUMENTS_WRITTEN, onWrite);
    return () => connection.off(DOCUMENTS_WRITTEN, onWrite);
  }
}

/** Express's send() answers 304 itself when the request's If-None-Match names this ETag (GET and HEAD). */
function sendPublicAnswer(res: Response, answer: CachedAnswer): Response {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  res.setHeader('Vary', PUBLIC_READ_VARY);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  return res.send(answer.body);
}

/** Emitted on a model's connection, with the collection's name, before and after every write to it. */
const DOCUMENTS_WRITTEN = Symbol('documents written');

const WRITE_OPERATIONS = [
  'save',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'insertMany',
  'bulkWrite',
] as const;

/**
 * Announces every write to a schema's collection on its connection, before it starts and after it ends, so a
 * `PublicReadCache` of its documents can drop answers that a write may have changed.
 */
export function writesAnnouncedPlugin(schema: Schema): void {
  // Query hooks run on the query; document hooks on the document; insertMany and bulkWrite on the model.
  const announce = function (this: unknown) {
    const source = (this instanceof Query ? this.model : this) as { db?: Connection; collection?: { name?: string } };
    if (source.db && source.collection?.name) source.db.emit(DOCUMENTS_WRITTEN, source.collection.name);
  };
  for (const operation of WRITE_OPERATIONS) {
    schema.pre(operation as 'save', announce);
    schema.post(operation as 'save', announce);
  }
}
