import { mongo } from 'mongoose';
import type { ObjectId } from 'bson';
import type { Doc } from './values';

/** A feature of MongoDB the embedded store deliberately does not offer (see the README for the list). */
export class EmbeddedStoreUnsupportedError extends Error {
  override readonly name = 'EmbeddedStoreUnsupportedError';
  constructor(feature: string, hint?: string) {
    super(`The embedded document store does not support ${feature}.` + (hint ? ` ${hint}` : ' Set MONGODB_URI to run this against MongoDB.'));
  }
}

/** Another process holds the store folder: each service store has exactly one writer. */
export class DocumentStoreLockedError extends Error {
  override readonly name = 'DocumentStoreLockedError';
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holderPid: number | undefined,
    readonly holderHost: string | undefined,
  ) {
    super(
      `The embedded document store folder "${folder}" is already open in another process` +
        (holderPid === undefined ? '' : ` (pid ${holderPid}${holderHost ? ` on ${holderHost}` : ''})`) +
        `. One process owns a service's store: stop that process or give this one another data folder. ` +
        `If no such process exists any more, delete ${lockFile}.`,
    );
  }
}

/** A data file that cannot be read back and is not just a torn last record. */
export class DocumentStoreCorruptError extends Error {
  override readonly name = 'DocumentStoreCorruptError';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`The embedded document store file "${file}" is damaged: ${detail}. Restore it from a backup.`);
  }
}

/** The store stopped accepting work because a write could not be made durable. */
export class DocumentStoreUnavailableError extends Error {
  override readonly name = 'DocumentStoreUnavailableError';
}

type ErrorFields = Record<string, unknown> & { message: string; code: number; codeName: string };

/** An error shaped like the one MongoDB returns (same class, code and codeName), so callers handle both alike. */
export function serverError(fields: ErrorFields): mongo.MongoServerError {
  return new mongo.MongoServerError({ ...fields, errmsg: fields.message });
}

function formatKeyValue(keyValue: Doc): string {
  const parts = Object.entries(keyValue).map(([key, value]) => {
    const tag = (value as { _bsontype?: string } | null)?._bsontype;
    const shown =
      tag === 'ObjectId'
        ? `ObjectId('${(value as ObjectId).toHexString()}')`
        : value instanceof Date
          ? `new Date(${value.getTime()})`
          : JSON.stringify(value ?? null);
    return `${key}: ${shown}`;
  });
  return `{ ${parts.join(', ')} }`;
}

/** E11000, as MongoDB reports a unique index violation (HTTP 409 in our API). */
export function duplicateKeyError(namespace: string, indexName: string, keyPattern: Doc, keyValue: Doc): mongo.MongoServerError {
  return serverError({
    message: `E11000 duplicate key error collection: ${namespace} index: ${indexName} dup key: ${formatKeyValue(keyValue)}`,
    code: 11000,
    codeName: 'DuplicateKey',
    keyPattern,
    keyValue,
  });
}

/** One failed operation inside insertMany/bulkWrite, shaped like the driver's WriteError. */
export class EmbeddedWriteError {
  constructor(readonly err: { index: number; code: number; errmsg: string; errInfo: Doc; op: Doc; [key: string]: unknown }) {}
  get code(): number {
    return this.err.code;
  }
  get index(): number {
    return this.err.index;
  }
  get errmsg(): string {
    return this.err.errmsg;
  }
  get errInfo(): Doc {
    return this.err.errInfo;
  }
  getOperation(): Doc {
    return this.err.op;
  }
  toJSON(): { code: number; index: number; errmsg: string; op: Doc } {
    return { code: this.err.code, index: this.err.index, errmsg: this.err.errmsg, op: this.err.op };
  }
  toString(): string {
    return `WriteError(${JSON.stringify(this.toJSON())})`;
  }
}

export function writeErrorFrom(error: unknown, index: number, op?: Doc): EmbeddedWriteError {
  const server = error as Partial<mongo.MongoServerError>;
  return new EmbeddedWriteError({
    index,
    code: typeof server.code === 'number' ? server.code : 1,
    errmsg: server.message ?? String(error),
    errInfo: {},
    keyPattern: server.keyPattern,
    keyValue: server.keyValue,
    op: op ?? {},
  });
}
