/*
 * Durability for one database folder: a snapshot plus an append-only journal of the changes made
 * since that snapshot.
 *
 * Why a journal in plain JS rather than an embedded database engine:
 * - one writer per store: each service owns its data and the folder lock keeps a second process
 *   out, so there is no concurrency to arbitrate on disk;
 * - single-machine mode keeps every document in memory anyway (queries run over the in-memory
 *   documents), so the disk only has to make writes survive a restart, never to serve reads;
 * - no native addon: `npm install` on a fresh clone needs no compiler or prebuilt binary.
 *
 * Format: a file is a sequence of records `u32 length | u32 crc32 | payload`, the payload being one
 * or more BSON documents back to back. One write operation = one record, appended with
 * fs.writeSync before the operation resolves, so an acknowledged write is in the file and survives a
 * crash or kill -9 of the process (the OS still holds it). A record cut short by a crash is the
 * last one in the file: recovery ignores it and truncates it away. Pass `syncEveryWrite` to also
 * fsync each record, which makes writes survive power loss at the cost of write latency.
 *
 * Compaction writes the whole state as `snapshot.bson` (temp file, fsync, atomic rename) under a new
 * generation number and starts `journal-<generation>.bson`; journals of other generations are
 * obsolete and removed on recovery, which makes a crash at any point of compaction safe.
 */
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { DocumentStoreCorruptError } from './errors';
import type { IndexSpec } from './indexes';
import { type Doc, fromBson, toBson } from './values';

/** One logged change. Changes are physical (whole documents), so replaying them is idempotent. */
export type Change =
  | { t: 'createCollection'; c: string; o: Doc }
  | { t: 'dropCollection'; c: string }
  | { t: 'createIndex'; c: string; spec: IndexSpec }
  | { t: 'dropIndex'; c: string; n: string }
  | { t: 'put'; c: string; d: Doc }
  | { t: 'del'; c: string; id: unknown }
  | { t: 'dropDatabase' };

export interface JournalOptions {
  /** Compact once the journal has grown past this many bytes. */
  compactAfterBytes: number;
  /** fsync every record (survives power loss, not only process crashes). */
  syncEveryWrite: boolean;
}

const HEADER_BYTES = 8;
const SNAPSHOT_FILE = 'snapshot.bson';
const SNAPSHOT_TEMP_FILE = 'snapshot.bson.tmp';
const SNAPSHOT_FORMAT = 1;
const WRITE_CHUNK_BYTES = 1 << 20;

function journalFile(generation: number): string {
  return `journal-${generation}.bson`;
}

function encodeRecord(docs: Doc[]): Buffer {
  const payload = Buffer.concat(docs.map((doc) => toBson(doc)));
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

function decodePayload(payload: Buffer): Doc[] {
  const docs: Doc[] = [];
  let offset = 0;
  while (offset < payload.length) {
    const size = payload.readInt32LE(offset);
    if (size < 5 || offset + size > payload.length) throw new Error('bad BSON document length');
    docs.push(fromBson(payload.subarray(offset, offset + size)));
    offset += size;
  }
  return docs;
}

interface ReadResult {
  records: Doc[][];
  /** Bytes up to the end of the last complete record. */
  validLength: number;
}

function readRecords(file: string, tolerateTornTail: boolean): ReadResult {
  const bytes = readFileSync(file);
  const records: Doc[][] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const remaining = bytes.length - offset;
    const length = remaining >= HEADER_BYTES ? bytes.readUInt32LE(offset) : -1;
    const end = offset + HEADER_BYTES + length;
    const complete = length > 0 && end <= bytes.length;
    let docs: Doc[] | undefined;
    if (complete) {
      const payload = bytes.subarray(offset + HEADER_BYTES, end);
      if (crc32(payload) === bytes.readUInt32LE(offset + 4)) {
        try {
          docs = decodePayload(payload);
        } catch {
          docs = undefined;
        }
      }
    }
    if (docs) {
      records.push(docs);
      offset = end;
      continue;
    }
    // A bad record is a torn write only if nothing was written after it; anything else is damage.
    const isTail = length < 0 || end >= bytes.length || bytes.subarray(offset).every((byte) => byte === 0);
    if (tolerateTornTail && isTail) break;
    throw new DocumentStoreCorruptError(file, `unreadable record at byte ${offset}`);
  }
  return { records, validLength: offset };
}

function writeAll(fd: number, buffer: Buffer): void {
  let written = 0;
  while (written < buffer.length) written += writeSync(fd, buffer, written, buffer.length - written);
}

function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class DatabaseJournal {
  private fd = -1;
  private generation = 0;
  private journalBytes = 0;

  constructor(
    readonly dir: string,
    private readonly options: JournalOptions,
  ) {}

  /** Replays the snapshot then the journal into `apply`, drops a torn last record, and opens the journal for appends. */
  recover(apply: (change: Change) => void): void {
    mkdirSync(this.dir, { recursive: true });
    const tempSnapshot = join(this.dir, SNAPSHOT_TEMP_FILE);
    if (existsSync(tempSnapshot)) unlinkSync(tempSnapshot);

    const snapshot = join(this.dir, SNAPSHOT_FILE);
    if (existsSync(snapshot)) {
      const [header, ...records] = readRecords(snapshot, false).records;
      const generation = header?.[0]?.generation;
      if (header?.[0]?.t !== 'snapshot' || typeof generation !== 'number') {
        throw new DocumentStoreCorruptError(snapshot, 'missing snapshot header');
      }
      this.generation = generation;
      for (const record of records) for (const change of record) apply(change as Change);
    }

    const journal = join(this.dir, journalFile(this.generation));
    if (existsSync(journal)) {
      const { records, validLength } = readRecords(journal, true);
      for (const record of records) for (const change of record) apply(change as Change);
      this.fd = openSync(journal, 'r+');
      ftruncateSync(this.fd, validLength);
      closeSync(this.fd);
      this.journalBytes = validLength;
    }
    for (const file of readdirSync(this.dir)) {
      if (/^journal-\d+\.bson$/.test(file) && file !== journalFile(this.generation)) unlinkSync(join(this.dir, file));
    }
    this.fd = openSync(journal, 'a');
  }

  /** Appends one record holding `changes`; returns once the bytes are in the file. */
  append(changes: Change[]): void {
    if (changes.length === 0) return;
    const record = encodeRecord(changes);
    writeAll(this.fd, record);
    if (this.options.syncEveryWrite) fdatasyncSync(this.fd);
    this.journalBytes += record.length;
  }

  get shouldCompact(): boolean {
    return this.journalBytes >= this.options.compactAfterBytes;
  }

  get hasJournalEntries(): boolean {
    return this.journalBytes > 0;
  }

  /** Writes `state` (the changes that rebuild the whole database) as the new snapshot and empties the journal. */
  compact(state: Iterable<Change>): void {
    const next = this.generation + 1;
    const tempSnapshot = join(this.dir, SNAPSHOT_TEMP_FILE);
    const fd = openSync(tempSnapshot, 'w');
    try {
      const pending: Buffer[] = [encodeRecord([{ t: 'snapshot', generation: next, format: SNAPSHOT_FORMAT }])];
      let pendingBytes = pending[0].length;
      for (const change of state) {
        const record = encodeRecord([change]);
        pending.push(record);
        pendingBytes += record.length;
        if (pendingBytes >= WRITE_CHUNK_BYTES) {
          writeAll(fd, Buffer.concat(pending));
          pending.length = 0;
          pendingBytes = 0;
        }
      }
      writeAll(fd, Buffer.concat(pending));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tempSnapshot, join(this.dir, SNAPSHOT_FILE));
    fsyncDirectory(this.dir);

    const previous = join(this.dir, journalFile(this.generation));
    const nextFd = openSync(join(this.dir, journalFile(next)), 'a');
    closeSync(this.fd);
    this.fd = nextFd;
    this.generation = next;
    this.journalBytes = 0;
    if (existsSync(previous)) unlinkSync(previous);
  }

  close(): void {
    if (this.fd < 0) return;
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = -1;
  }
}
