import path from 'node:path';
import { localFilesRoot } from '../../../files';

/** Where an upload analysis's files are in the file store: `<workspace>/<analysis>/`, as they always were below `<data dir>/uploads`. */
export const analysisPrefix = (workspaceId: string, analysisId: string) => `${workspaceId}/${analysisId}/`;

/**
 * The store's key of an upload's file. Rows stored before the file store (ADR 044) hold the file's
 * absolute path below `<data dir>/uploads`: its key is that path below it, so the files keep working
 * on the local disk, and in a bucket once copied to it under the same names.
 */
export function uploadKey(storedPath: string, dataDir: string): string {
  if (!path.isAbsolute(storedPath)) return storedPath;
  return path.relative(localFilesRoot(dataDir), storedPath).split(path.sep).join('/');
}
