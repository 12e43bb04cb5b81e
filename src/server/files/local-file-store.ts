import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkKey, type FileSource, type FileStore, type StoredFileBody, type StoredFileFacts } from './file-store';

const anyType = 'application/octet-stream';
let memoryRoot: string | undefined;

/**
 * The local store's folder: `<data dir>/uploads`, where Smart Setup's uploads have always been kept, so
 * existing files stay where they are. With DATA_DIR=memory:// nothing should outlive the process: a
 * temporary folder of this process (shared by the servers a test process starts), removed at exit.
 */
export function localFilesRoot(dataDir: string): string {
  if (dataDir !== 'memory://') return path.resolve(dataDir, 'uploads');
  if (!memoryRoot) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'uplift-uploads-'));
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    memoryRoot = root;
  }
  return memoryRoot;
}

/** Files on the local disk, a key a path below the root. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  /** Where the file of `key` is on disk. */
  pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, source: FileSource, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed over: a reader finds the old file or the new one, never a part.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      if ('bytes' in source) await writeFile(partial, source.bytes);
      else await copyFile(source.path, partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredFileBody | null> {
    const facts = await this.stat(key);
    if (!facts) return null;
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? facts.size - 1, facts.size - 1);
    if (facts.size > 0 && start > end) throw new RangeError(`Bytes ${start}-${end} are not in a file of ${facts.size}`);
    const body = createReadStream(this.pathOf(key), { start, end: Math.max(end, start) });
    return { ...facts, body, start, end };
  }

  async stat(key: string): Promise<StoredFileFacts | null> {
    const found = await stat(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    return found?.isFile() ? { size: found.size, contentType: anyType } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`A prefix ends with a slash: ${prefix}`);
    await rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error(`A prefix ends with a slash: ${prefix}`);
    const folder = this.pathOf(prefix.slice(0, -1));
    const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
      .map((entry) => prefix + path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  }
}
