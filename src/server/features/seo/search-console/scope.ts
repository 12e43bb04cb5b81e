import { and, eq } from 'drizzle-orm';
import { rankMessages } from '@/shared/seo-ranks';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { projects } from '../../projects';

/** The workspace's project, with its site's address; another workspace's answers 404. */
export async function projectOf(db: Database, viewer: Viewer, id: string): Promise<{ id: string; url: string | null }> {
  const [row] = await db
    .select({ id: projects.id, url: projects.url })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, viewer.workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** Search Console import is part of rank tracking: Professional and up. */
export async function requireSearchConsolePlan(entitlements: Entitlements, viewer: Viewer): Promise<void> {
  (await entitlements.of(allowanceOf(viewer))).requireFeature('rank_tracking', rankMessages.professionalOnly);
}
