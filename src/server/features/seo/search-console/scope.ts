import { rankMessages } from '@/shared/seo/ranks';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { workspaceProject } from '../../../projects/directory';

/** The workspace's project, with its site's address; another workspace's answers 404. */
export async function projectOf(db: Database, viewer: Viewer, id: string): Promise<{ id: string; url: string | null }> {
  const { url } = await workspaceProject(db, viewer.workspaceId, id);
  return { id, url };
}

/** Search Console import is part of rank tracking: Professional and up. */
export async function requireSearchConsolePlan(entitlements: Entitlements, viewer: Viewer): Promise<void> {
  (await entitlements.of(allowanceOf(viewer))).requireFeature('rank_tracking', rankMessages.professionalOnly);
}
