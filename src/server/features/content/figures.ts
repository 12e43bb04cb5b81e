import { and, count, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workspaces } from '../../tenancy/schema';
import { content } from './schema';

/** What other areas read of the workspace's content, so none reads the table (issue 31). */
export async function countContent(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(content).where(eq(content.workspaceId, workspaceId));
  return row?.value ?? 0;
}

/** The workspace's newest pieces, for the dashboard. */
export function recentContent(db: Database, workspaceId: string, limit: number) {
  return db
    .select({ id: content.id, title: content.title, type: content.type, metrics: content.metrics, publishedUrl: content.publishedUrl })
    .from(content)
    .where(eq(content.workspaceId, workspaceId))
    .orderBy(desc(content.createdAt))
    .limit(limit);
}

/** The workspace's pieces that are published or have an address, for Analytics' Content Performance. */
export function publishedContent(db: Database, workspaceId: string) {
  return db
    .select({ id: content.id, title: content.title, type: content.type, status: content.status, publishedUrl: content.publishedUrl })
    .from(content)
    .where(and(eq(content.workspaceId, workspaceId), or(isNotNull(content.publishedUrl), eq(content.status, 'published'))));
}

/** Pieces in every workspace but the Samples, which hold sample figures rather than anyone's work (the admin overview). */
export async function countRealContent(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(content)
    .innerJoin(workspaces, eq(workspaces.id, content.workspaceId))
    .where(ne(workspaces.kind, 'sample'));
  return row?.value ?? 0;
}
