import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, desc, eq, inArray, sum } from 'drizzle-orm';
import type { FileStore } from '../../../files';
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
 * The studio's files: a render's outputs and the user's uploads, stored after their room in the plan's
 * storage is reserved, and read back in ranges for players. Their bytes are pieces in the database (so
 * every process serves them) unless the file store is an S3 bucket, which then takes them (ADR 044);
 * each row says where its bytes are, so files kept before a bucket was configured keep working.
 */
export class StudioFiles {
  private readonly pieces: PieceStore;

  constructor(private readonly deps: { db: Database; entitlements: Entitlements; files: FileStore }) {
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
    const storedIn = this.deps.files.kind === 's3' ? 'files' : 'database';
    const row = await this.insertWithinStorage(owner, { ...facts, origin, size, storedIn });
    try {
      if (storedIn === 'files') {
        await this.deps.files.put(keyOf(row), { path }, row.mimeType);
      } else {
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        await this.pieces.write(row.id, body, { maxBytes: size });
      }
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
    return file.storedIn === 'files' ? this.readStored(file, start, end) : this.pieces.read(file.id, start, end);
  }

  async readAll(file: StudioFileRow): Promise<Buffer> {
    if (file.storedIn === 'database') return this.pieces.readAll(file.id, file.size);
    const parts: Buffer[] = [];
    for await (const part of this.readStored(file, 0, file.size - 1)) parts.push(part);
    return Buffer.concat(parts);
  }

  async remove(ids: readonly (string | null)[]): Promise<void> {
    const present = ids.filter((id): id is string => id !== null);
    if (present.length === 0) return;
    const removed = await this.deps.db
      .delete(studioFiles)
      .where(inArray(studioFiles.id, present))
      .returning({ id: studioFiles.id, workspaceId: studioFiles.workspaceId, storedIn: studioFiles.storedIn });
    for (const row of removed) if (row.storedIn === 'files') await this.deps.files.delete(keyOf(row));
  }

  private async *readStored(file: StudioFileRow, start: number, end: number): AsyncGenerator<Buffer> {
    if (file.size === 0) return;
    const stored = await this.deps.files.get(keyOf(file), { start, end });
    if (!stored) throw new Error(`The studio file ${file.id} is missing from the file store`);
    for await (const chunk of stored.body) yield chunk as Buffer;
  }

  private async insertWithinStorage(
    owner: FileOwner,
    values: FileFacts & { origin: 'render' | 'upload'; size: number; storedIn: 'database' | 'files' },
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

/** A studio file's key in the file store: under its workspace, so the workspace's removal takes it. */
const keyOf = (file: { workspaceId: string; id: string }) => `${file.workspaceId}/studio/${file.id}`;

/** The plan's storage the studio's files take, for the usage meter. */
export async function studioMegabytes(db: Database, allowanceWorkspaceId: string): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(studioFiles.size) })
    .from(studioFiles)
    .where(eq(studioFiles.allowanceWorkspaceId, allowanceWorkspaceId));
  return Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024));
}
