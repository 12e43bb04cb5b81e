import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Allowance } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { PieceStore } from '../../../db/piece-store';
import { type StudioFileKind, studioFilePieces, studioFiles } from './schema';

export type StudioFileRow = typeof studioFiles.$inferSelect;

/** Who a file belongs to, and whose storage it takes. */
export interface FileOwner {
  workspaceId: string;
  allowance: Allowance;
  createdBy: string | null;
}

export interface FileFacts {
  kind: StudioFileKind;
  mimeType: string;
  name: string;
  durationMs?: number | null;
  width?: number | null;
  height?: number | null;
}

/** Rounded up, as the plan's storage counts: a file takes at least a megabyte. */
const megabytesOf = (bytes: number) => Math.max(1, Math.ceil(bytes / (1024 * 1024)));

/**
 * The studio's files: a render's outputs and the user's uploads, stored as pieces in the database (so
 * every process serves them) after their room in the plan's storage is reserved, and read back in
 * ranges for players.
 */
export class StudioFiles {
  private readonly pieces: PieceStore;

  constructor(private readonly deps: { db: Database; entitlements: Entitlements }) {
    this.pieces = new PieceStore(deps.db, {
      table: studioFilePieces,
      fileId: studioFilePieces.fileId,
      position: studioFilePieces.position,
      data: studioFilePieces.data,
    });
  }

  /** Stores a file on local disk (a render's output, an upload); refused (and nothing kept) past the plan's storage. */
  async storeFromDisk(owner: FileOwner, path: string, facts: FileFacts, origin: 'render' | 'upload' = 'render'): Promise<StudioFileRow> {
    const { size } = await stat(path);
    const row = await this.insertWithinStorage(owner, { ...facts, origin, size });
    try {
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      await this.pieces.write(row.id, body, { maxBytes: size });
      return row;
    } catch (error) {
      await this.remove([row.id]);
      throw error;
    }
  }

  /** The workspace's uploads, newest first. */
  async uploads(workspaceId: string): Promise<StudioFileRow[]> {
    return this.deps.db
      .select()
      .from(studioFiles)
      .where(and(eq(studioFiles.workspaceId, workspaceId), eq(studioFiles.origin, 'upload')))
      .orderBy(desc(studioFiles.createdAt), desc(studioFiles.id));
  }

  async find(workspaceId: string, id: string | null): Promise<StudioFileRow | null> {
    if (!id) return null;
    const [row] = await this.deps.db
      .select()
      .from(studioFiles)
      .where(and(eq(studioFiles.id, id), eq(studioFiles.workspaceId, workspaceId)));
    return row ?? null;
  }

  /** Bytes `start` through `end` (inclusive) of a file already found in the workspace. */
  read(file: StudioFileRow, start: number, end: number): AsyncGenerator<Buffer> {
    return this.pieces.read(file.id, start, end);
  }

  readAll(file: StudioFileRow): Promise<Buffer> {
    return this.pieces.readAll(file.id, file.size);
  }

  async remove(ids: readonly (string | null)[]): Promise<void> {
    const present = ids.filter((id): id is string => id !== null);
    if (present.length > 0) await this.deps.db.delete(studioFiles).where(inArray(studioFiles.id, present));
  }

  private async insertWithinStorage(
    owner: FileOwner,
    values: FileFacts & { origin: 'render' | 'upload'; size: number },
  ): Promise<StudioFileRow> {
    const entitlement = await this.deps.entitlements.of(owner.allowance);
    return this.deps.db.transaction(async (tx) => {
      await entitlement.reserveRoomFor(tx, 'storage', megabytesOf(values.size));
      const [row] = await tx
        .insert(studioFiles)
        .values({
          ...values,
          workspaceId: owner.workspaceId,
          allowanceWorkspaceId: owner.allowance.workspaceId,
          createdBy: owner.createdBy,
        })
        .returning();
      return row!;
    });
  }
}

/** The plan's storage the studio's files take, for the usage meter. */
export async function studioMegabytes(db: Database, allowanceWorkspaceId: string): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(studioFiles.size) })
    .from(studioFiles)
    .where(eq(studioFiles.allowanceWorkspaceId, allowanceWorkspaceId));
  return Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024));
}
