import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

/** A folder of local temporary disk for `use` (work in progress: received parts, a copy to read), removed after. */
export async function withTempFolder<T>(use: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'uplift-work-'));
  try {
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The stored file as a path on local disk for `use`, for readers that take a path (a document's
 * extractor in a child process): the local store's own file, else a temporary copy removed after.
 */
export async function withLocalCopy<T>(store: FileStore, key: string, use: (file: string) => Promise<T>): Promise<T> {
  if (store instanceof LocalFileStore) return use(store.pathOf(key));
  return withTempFolder(async (folder) => {
    const stored = await store.get(key);
    if (!stored) throw new Error(`No stored file ${key}`);
    const file = path.join(folder, 'file');
    await pipeline(stored.body, createWriteStream(file));
    return use(file);
  });
}
