import { and, desc, eq } from 'drizzle-orm';
import type { WebsiteAnalysis } from '@/shared/setup/setup';
import type { Database } from '../../db/database';
import { websiteAnalyses } from './schema';

/** The result of the workspace's latest finished website analysis, for other areas' prompts; null without one. */
export async function latestWebsiteAnalysis(db: Database, workspaceId: string): Promise<WebsiteAnalysis | null> {
  const [analysis] = await db
    .select({ result: websiteAnalyses.result })
    .from(websiteAnalyses)
    .where(and(eq(websiteAnalyses.workspaceId, workspaceId), eq(websiteAnalyses.status, 'done')))
    .orderBy(desc(websiteAnalyses.updatedAt))
    .limit(1);
  return analysis?.result ?? null;
}
