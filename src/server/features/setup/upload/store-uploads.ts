import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { type FileStore, withTempFolder } from '../../../files';
import { websiteAnalyses } from '../schema';
import { type FileKind, identifyFile } from './file-kind';
import { type ReceivedFile, receiveFiles, type UploadRequest } from './receive';
import { setupUploads } from './schema';
import { analysisPrefix } from './storage';

interface NewUploadAnalysis {
  analysisId: string;
  workspaceId: string;
  /** Whose storage the files use (the user's own workspace while they work in a sample). */
  allowanceWorkspaceId: string;
  createdBy: string;
}

/**
 * Receives an upload into a temporary folder, checks what each file is by its content and that the
 * plan has room for what arrived, keeps the files in the store under `<workspace>/<analysis>/` and
 * stores a queued upload-mode analysis with them. A refused upload leaves nothing behind, in the store
 * or in the database.
 */
export async function storeUploads(
  db: Database,
  analysis: NewUploadAnalysis,
  upload: UploadRequest,
  files: FileStore,
  ensureRoomFor: (megabytes: number) => Promise<void>,
) {
  const prefix = analysisPrefix(analysis.workspaceId, analysis.analysisId);
  try {
    return await withTempFolder(async (folder) => {
      const received = await receiveFiles(upload, folder);
      const bytes = received.reduce((total, file) => total + file.size, 0);
      await ensureRoomFor(Math.ceil(bytes / (1024 * 1024)));
      const kept: Array<ReceivedFile & { kind: FileKind }> = [];
      for (const file of received) {
        const kind = await identifyFile(file.originalName, file.storedPath);
        // The key keeps the random name the file was received under.
        const key = `${prefix}${path.basename(file.storedPath)}`;
        await files.put(key, { path: file.storedPath }, 'application/octet-stream');
        kept.push({ ...file, kind, storedPath: key });
      }
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(websiteAnalyses)
          .values({ id: analysis.analysisId, workspaceId: analysis.workspaceId, createdBy: analysis.createdBy, mode: 'upload' })
          .returning();
        if (!row) throw new Error('The analysis was not stored');
        await tx.insert(setupUploads).values(
          kept.map((file) => ({
            ...file,
            analysisId: row.id,
            workspaceId: row.workspaceId,
            allowanceWorkspaceId: analysis.allowanceWorkspaceId,
          })),
        );
        return row;
      });
    });
  } catch (error) {
    await files.deletePrefix(prefix);
    throw error;
  }
}

/** Plans count storage in MB; Smart Setup's uploads are what a workspace stores so far. */
export async function storedMegabytes(db: Database, allowanceWorkspaceId: string): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(setupUploads.size) })
    .from(setupUploads)
    .where(eq(setupUploads.allowanceWorkspaceId, allowanceWorkspaceId));
  return Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024));
}
