import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Who holds an embedded data directory: PGlite allows one process per folder, so a server, a backup or
 * a restore writes this file (owner-only, made exclusively) before opening the database and removes it
 * when done. A server also names the loopback port and token of its backup channel here, so that
 * `npm run backup` asks the running server for its database instead of opening the folder twice.
 */
export const lockFileName = 'uplift-process.json';

const holderSchema = z.object({
  pid: z.number().int(),
  purpose: z.enum(['server', 'backup', 'restore']),
  channel: z.object({ port: z.number().int(), token: z.string() }).optional(),
});
export type DataDirHolder = z.infer<typeof holderSchema>;

export class DataDirInUseError extends Error {
  constructor(
    dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by process ${holder.pid} (${holder.purpose}). ` +
        (holder.purpose === 'server' ? 'Stop the server first.' : 'Wait for it to finish.') +
        ` If that process is not Uplift (its number was reused after a crash), delete ${path.resolve(dataDir, lockFileName)}.`,
    );
  }
}

/** The process named in the lock file, when that process is still alive; a file left by a killed one is stale. */
export function currentHolder(dataDir: string): DataDirHolder | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, lockFileName), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = holderSchema.safeParse(safeJson(text));
  if (!parsed.success) return undefined;
  return isAlive(parsed.data.pid) ? parsed.data : undefined;
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError. A stale file (its process
 * gone, or this very process: a test restarting a server it did not close) is replaced.
 */
export function lockDataDir(dataDir: string, holder: Omit<DataDirHolder, 'pid'>): DataDirLock {
  const file = path.join(dataDir, lockFileName);
  const entry: DataDirHolder = { pid: process.pid, ...holder };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600, flag: 'wx' });
      return new DataDirLock(file, entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const other = currentHolder(dataDir);
      if (other && other.pid !== process.pid) throw new DataDirInUseError(dataDir, other);
      rmSync(file, { force: true });
    }
  }
}

export class DataDirLock {
  constructor(
    private readonly file: string,
    private entry: DataDirHolder,
  ) {}

  /** Names the backup channel once it listens; the file is replaced whole, still owner-only. */
  announce(channel: { port: number; token: string }): void {
    this.entry = { ...this.entry, channel };
    // Written aside and renamed: a backup reading it never sees half of it.
    const aside = `${this.file}.${process.pid}`;
    writeFileSync(aside, `${JSON.stringify(this.entry)}\n`, { mode: 0o600 });
    renameSync(aside, this.file);
  }

  release(): void {
    // Only our own file: a later process may have replaced a file it judged stale.
    if (currentHolder(path.dirname(this.file))?.pid === this.entry.pid) rmSync(this.file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
