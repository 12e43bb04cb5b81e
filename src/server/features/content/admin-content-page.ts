import { count, desc, eq } from 'drizzle-orm';
import { type AdminContentPage, authorLabel } from '@/shared/admin/admin';
import { user } from '../../auth/schema';
import type { Database } from '../../db/database';
import { content } from './schema';

/** Every workspace's content, newest first, a page at a time: the admin panel's Content tab. */
export async function adminContentPage(db: Database, page: number, pageSize: number): Promise<AdminContentPage> {
  const [totals] = await db.select({ value: count() }).from(content);
  const rows = await db
    .select({
      id: content.id,
      title: content.title,
      type: content.type,
      status: content.status,
      createdAt: content.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(content)
    .leftJoin(user, eq(user.id, content.createdBy))
    .orderBy(desc(content.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    content: rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      author: authorLabel(row.name, row.email),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals?.value ?? 0,
    page,
    pageSize,
  };
}
