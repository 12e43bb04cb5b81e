import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { websiteAnalyses } from '../schema';
import { type FileKind, identifyFile } from './file-kind';
import { type ReceivedFile, receiveFiles, type UploadRequest } from './receive';
import { setupUploads } from './schema';

interface NewUploadAnalysis {
  analysisId: string;
  workspaceId: string;
  /** Whose storage the files use (the user's own workspace while they work in a sample). */
  allowanceWorkspaceId: string;
  createdBy: string;
}

/**
 * Receives an upload into `<uploads root>/<workspace>/<analysis>/`, checks what each file is by its
 * content and that the plan has room for what arrived, and stores a queued upload-mode analysis with
 * its files. A refused upload leaves nothing behind, on disk or in the database.
 */
export async function storeUploads(
  db: Database,
  analysis: NewUploadAnalysis,
  upload: UploadRequest,
  uploadsRoot: string,
  ensureRoomFor: (megabytes: number) => Promise<void>,
) {
  const dir = path.join(uploadsRoot, analysis.workspaceId, analysis.analysisId);
  try {
    const received = await receiveFiles(upload, dir);
    const bytes = received.reduce((total, file) => total + file.size, 0);
    await ensureRoomFor(Math.ceil(bytes / (1024 * 1024)));
    const files: Array<ReceivedFile & { kind: FileKind }> = [];
    for (const file of received) files.push({ ...file, kind: await identifyFile(file.originalName, file.storedPath) });
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(websiteAnalyses)
        .values({ id: analysis.analysisId, workspaceId: analysis.workspaceId, createdBy: analysis.createdBy, mode: 'upload' })
        .returning();
      if (!row) throw new Error('The analysis was not stored');
      await tx.insert(setupUploads).values(
        files.map((file) => ({
          ...file,
          analysisId: row.id,
          workspaceId: row.workspaceId,
          allowanceWorkspaceId: analysis.allowanceWorkspaceId,
        })),
      );
      return row;
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
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
