import type { Config } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore, localFilesRoot } from './local-file-store';
import { S3FileStore } from './s3-file-store';

export { type FileSource, type FileStore, type StoredFileBody, type StoredFileFacts, workspacePrefix } from './file-store';
export { LocalFileStore, localFilesRoot } from './local-file-store';

/** The configured store (ADR 044): an S3-compatible bucket when S3_BUCKET is set, else the data directory. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(localFilesRoot(config.dataDir));
}
export { withLocalCopy, withTempFolder } from './local-copy';
