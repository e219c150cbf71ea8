import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { FolderLock } from '../../local-files/folder-lock';
import type { BusMessage } from '../delivery';
import { assertLegalName } from '../partitioning';

/** What the embedded broker persists: topic partition logs and committed offsets per group. */
export interface BrokerStorage {
  /** Topics found at open, each with its partitions' messages in offset order. */
  loadTopics(): Map<string, BusMessage[][]>;
  /** Committed offsets found at open: group -> "topic/partition" -> next offset to read. */
  loadOffsets(): Map<string, Map<string, number>>;
  createTopic(topic: string, partitions: number): void;
  /** Must be on disk (in the OS) when it returns: publishers are answered right after. */
  append(message: BusMessage): void;
  commit(group: string, topic: string, partition: number, offset: number): void;
  close(): void;
}

export const offsetKey = (topic: string, partition: number): string => `${topic}/${partition}`;

/** Tests and throwaway runs: nothing survives the broker. */
export class MemoryStorage implements BrokerStorage {
  loadTopics(): Map<string, BusMessage[][]> {
    return new Map();
  }
  loadOffsets(): Map<string, Map<string, number>> {
    return new Map();
  }
  createTopic(): void {}
  append(): void {}
  commit(): void {}
  close(): void {}
}

interface LogLine {
  k: string;
  v: string;
  h?: Record<string, string>;
  t: number;
}

interface OffsetLine {
  t: string;
  p: number;
  o: number;
}

interface TopicMeta {
  partitions: number;
}

/** Rewrite a group's offsets file once it holds this many superseded lines. */
const OFFSET_LINES_BEFORE_COMPACTION = 10_000;

/**
 * Append-only JSON-lines files under `<dataDir>/bus/`:
 *   topics/<topic>/meta.json        { partitions }
 *   topics/<topic>/<partition>.log  one message per line; its line number is its offset
 *   groups/<group>.offsets          one commit per line; the last line for a partition wins
 * A line is appended with one synchronous write, so a crash can only leave a torn last line,
 * which is cut off at open. The folder is locked so two processes never write the same logs.
 */
export class FileStorage implements BrokerStorage {
  private readonly logger = new Logger('EmbeddedBroker');
  private readonly busDir: string;
  private readonly topicsDir: string;
  private readonly groupsDir: string;
  private readonly lock: FolderLock;
  private readonly offsetLines = new Map<string, number>();
  private readonly offsets = new Map<string, Map<string, number>>();

  constructor(dataDir: string) {
    this.busDir = path.resolve(dataDir, 'bus');
    this.topicsDir = path.join(this.busDir, 'topics');
    this.groupsDir = path.join(this.busDir, 'groups');
    fs.mkdirSync(this.topicsDir, { recursive: true });
    fs.mkdirSync(this.groupsDir, { recursive: true });
    this.lock = FolderLock.acquire(
      this.busDir,
      'broker.lock',
      (holder) =>
        new Error(
          `The event bus folder ${holder.folder} is in use by another process` +
            (holder.pid === undefined ? '' : ` (pid ${holder.pid}${holder.host ? ` on ${holder.host}` : ''})`) +
            `: one process owns an embedded bus. Stop that process or give this one another data folder. ` +
            `If no such process exists any more, delete ${holder.lockFile}.`,
        ),
    );
  }

  loadTopics(): Map<string, BusMessage[][]> {
    const topics = new Map<string, BusMessage[][]>();
    for (const topic of fs.readdirSync(this.topicsDir)) {
      const metaFile = path.join(this.topicsDir, topic, 'meta.json');
      if (!fs.existsSync(metaFile)) continue;
      const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as TopicMeta;
      const partitions: BusMessage[][] = [];
      for (let partition = 0; partition < meta.partitions; partition++) {
        const lines = readJsonLines<LogLine>(this.partitionFile(topic, partition), this.logger);
        partitions.push(
          lines.map((line, offset) => ({
            topic,
            partition,
            offset,
            key: line.k,
            value: line.v,
            headers: line.h ?? {},
            timestamp: line.t,
          })),
        );
      }
      topics.set(topic, partitions);
    }
    return topics;
  }

  loadOffsets(): Map<string, Map<string, number>> {
    for (const file of fs.readdirSync(this.groupsDir)) {
      if (!file.endsWith('.offsets')) continue;
      const group = file.slice(0, -'.offsets'.length);
      const committed = new Map<string, number>();
      for (const line of readJsonLines<OffsetLine>(path.join(this.groupsDir, file), this.logger)) {
        committed.set(offsetKey(line.t, line.p), line.o);
      }
      this.offsets.set(group, committed);
      this.compactOffsets(group);
    }
    return new Map([...this.offsets].map(([group, committed]) => [group, new Map(committed)]));
  }

  createTopic(topic: string, partitions: number): void {
    assertLegalName('topic', topic);
    const dir = path.join(this.topicsDir, topic);
    fs.mkdirSync(dir, { recursive: true });
    // Partition files are created on first append; meta.json alone defines the topic.
    writeFileAtomic(path.join(dir, 'meta.json'), JSON.stringify({ partitions } satisfies TopicMeta));
  }

  append(message: BusMessage): void {
    const line: LogLine = { k: message.key, v: message.value, t: message.timestamp };
    if (Object.keys(message.headers).length > 0) line.h = message.headers;
    fs.appendFileSync(this.partitionFile(message.topic, message.partition), `${JSON.stringify(line)}\n`);
  }

  commit(group: string, topic: string, partition: number, offset: number): void {
    assertLegalName('group', group);
    let committed = this.offsets.get(group);
    if (!committed) this.offsets.set(group, (committed = new Map()));
    committed.set(offsetKey(topic, partition), offset);
    const line: OffsetLine = { t: topic, p: partition, o: offset };
    fs.appendFileSync(this.offsetsFile(group), `${JSON.stringify(line)}\n`);
    const lines = (this.offsetLines.get(group) ?? 0) + 1;
    this.offsetLines.set(group, lines);
    if (lines - committed.size >= OFFSET_LINES_BEFORE_COMPACTION) this.compactOffsets(group);
  }

  close(): void {
    this.lock.release();
  }

  private compactOffsets(group: string): void {
    const committed = this.offsets.get(group) ?? new Map<string, number>();
    const lines = [...committed].map(([key, o]) => {
      const slash = key.lastIndexOf('/');
      return `${JSON.stringify({ t: key.slice(0, slash), p: Number(key.slice(slash + 1)), o } satisfies OffsetLine)}\n`;
    });
    writeFileAtomic(this.offsetsFile(group), lines.join(''));
    this.offsetLines.set(group, lines.length);
  }

  private partitionFile(topic: string, partition: number): string {
    return path.join(this.topicsDir, topic, `${partition}.log`);
  }

  private offsetsFile(group: string): string {
    return path.join(this.groupsDir, `${group}.offsets`);
  }
}

/**
 * Reads a JSON-lines file. An unterminated last line is what a crash mid-append leaves: it is cut
 * off (so the next append starts on a fresh line). Any other unreadable line is corruption and throws,
 * because skipping it would shift the offsets of every message after it.
 */
export function readJsonLines<T>(file: string, logger: Pick<Logger, 'warn'>): T[] {
  if (!fs.existsSync(file)) return [];
  const bytes = fs.readFileSync(file);
  const end = bytes.lastIndexOf(0x0a) + 1;
  if (end < bytes.length) {
    logger.warn(`${file}: ignoring a torn last line (${bytes.length - end} bytes)`);
    fs.truncateSync(file, end);
  }
  const lines = bytes.subarray(0, end).toString('utf8').split('\n');
  lines.pop(); // the empty string after the final newline
  return lines.map((line, index) => {
    try {
      return JSON.parse(line) as T;
    } catch {
      throw new Error(`${file}:${index + 1}: unreadable record; the event bus log is corrupt`);
    }
  });
}

function writeFileAtomic(file: string, content: string): void {
  const temporary = `${file}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
