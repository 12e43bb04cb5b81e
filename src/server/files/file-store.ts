import type { Readable } from 'node:stream';

/** What a stored file is: its length in bytes and the media type it was stored with. */
export interface StoredFileFacts {
  size: number;
  /** As `put` was told on S3; the local disk keeps no types and answers application/octet-stream. */
  contentType: string;
}

/** A stored file's bytes, whole or the range asked for. */
export interface StoredFileBody extends StoredFileFacts {
  body: Readable;
  /** The bytes the body holds, inclusive: the whole file unless a range was asked for. */
  start: number;
  end: number;
}

/** What `put` takes: bytes in memory, or a file on local disk (a render's output, a received upload) copied in. */
export type FileSource = { bytes: Buffer } | { path: string };

/**
 * Where Uplift keeps users' files (ADR 044), by key. Every key starts with the workspace's id, so
 * removing a workspace's files is one `deletePrefix(`${workspaceId}/`)`. Two stores: the local disk
 * (the default) and S3-compatible object storage (S3_BUCKET).
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the file under `key`, replacing what was there; a reader never sees half of it. */
  put(key: string, source: FileSource, contentType: string): Promise<void>;
  /** The file's bytes, or bytes `range.start` through `range.end` (inclusive); null when there is no such file. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredFileBody | null>;
  stat(key: string): Promise<StoredFileFacts | null>;
  /** Removes the file; a key with no file is no error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which should end with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The keys of every file whose key starts with `prefix` (which should end with `/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** The prefix of a workspace's files: removing a workspace removes everything under it. */
export const workspacePrefix = (workspaceId: string) => `${workspaceId}/`;

/** Keys are paths of plain segments: no empty, `.` or `..` segment, no backslash, no leading slash. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.includes('\\') || key.includes('\0') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Not a file key: ${key}`);
  }
  return key;
}
