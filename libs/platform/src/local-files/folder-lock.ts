/*
 * One writer per data folder, across processes: the embedded document store and the embedded event bus
 * each lock the folder they write.
 *
 * An O_EXCL lock file holding the owner's pid, rather than proper-lockfile: proper-lockfile detects a
 * dead owner by the age of a heartbeat (seconds later), and flags its own lock as compromised when
 * the event loop is blocked longer than that, which a large synchronous compaction can do. The pid
 * check takes over a lock left by a killed process at once and never expires a live owner.
 */
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

interface LockOwner {
  pid?: number;
  host?: string;
}

const heldLocks = new Set<string>();
let exitHookInstalled = false;

/** A clean exit that skipped close() still frees the folder; after a crash the pid check does. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const file of heldLocks) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  });
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A lock file without a readable owner is only being written if it is this recent.
const UNREADABLE_LOCK_GRACE_MS = 5000;

/** An owner that can no longer hold the lock: a dead process on this machine, or a crashed run of this pid. */
function isStale(file: string, owner: LockOwner | undefined): boolean {
  if (!owner || typeof owner.pid !== 'number') {
    // A crash between creating the file and writing the pid leaves it empty.
    try {
      return Date.now() - statSync(file).mtimeMs > UNREADABLE_LOCK_GRACE_MS;
    } catch {
      return true;
    }
  }
  if (owner.host !== hostname()) return false;
  // Our own pid on a file we do not hold: left by an earlier process that had the same pid (containers).
  if (owner.pid === process.pid) return true;
  return !isRunning(owner.pid);
}

/** Who holds a folder, for the error a refused opener raises. */
export interface FolderLockHolder {
  folder: string;
  lockFile: string;
  pid?: number;
  host?: string;
}

export class FolderLock {
  private released = false;

  private constructor(readonly file: string) {}

  /** Takes the folder's lock file, or throws the error `locked` builds when a live process holds it. */
  static acquire(folder: string, lockFileName: string, locked: (holder: FolderLockHolder) => Error): FolderLock {
    mkdirSync(folder, { recursive: true });
    const file = join(folder, lockFileName);
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        try {
          writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
        } finally {
          closeSync(fd);
        }
        heldLocks.add(file);
        installExitHook();
        return new FolderLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = readOwner(file);
        if (attempt === 0 && isStale(file, owner)) {
          // Rename first so two processes recovering the same stale lock do not both delete it.
          try {
            renameSync(file, `${file}.stale-${process.pid}`);
            unlinkSync(`${file}.stale-${process.pid}`);
          } catch {
            // another process took it over meanwhile; the next attempt reports it
          }
          continue;
        }
        throw locked({ folder, lockFile: file, pid: owner?.pid, host: owner?.host });
      }
    }
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    heldLocks.delete(this.file);
    try {
      unlinkSync(this.file);
    } catch {
      // already gone
    }
  }
}
