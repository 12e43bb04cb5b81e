import type { QueryClient } from '@tanstack/react-query';
import { seoTabs } from '@/shared/seo/seo';
import { tabInParams } from '@/web/lib/use-tab-in-url';
import { ensureCurrentProject } from '@/web/projects/use-current-project';
import { listedSite } from '../audit-url';
import { latestCompetitorAnalysisQueryOptions } from './get-latest-competitor-analysis';
import { latestResearchQueryOptions } from './get-latest-research';
import { linkBuildingQueryOptions } from './get-link-building';
import { organicTrafficQueryOptions } from './get-organic-traffic';
import { rankOverviewQueryOptions } from './get-rank-overview';
import { searchConsoleQueryOptions } from './get-search-console';
import { seoOverviewQueryOptions } from './get-seo-overview';

/**
 * What /seo first shows at `address` for the current project: its stat tiles (the site's overview,
 * organic traffic, backlinks), each tab's latest results, which the screen reads whichever tab is
 * open, and on Keyword Research its tracked keywords and Search Console. Without a project the
 * screen reads its own once it shows.
 */
export async function prefetchSeo(queryClient: QueryClient, address: URL): Promise<unknown> {
  const project = await ensureCurrentProject(queryClient);
  if (!project) return;
  const site = listedSite(project.url);
  const onKeywordResearch = tabInParams(seoTabs, address.searchParams) === 'keywords';
  return Promise.all([
    site === null ? null : queryClient.ensureQueryData(seoOverviewQueryOptions(site, project.id)),
    queryClient.ensureQueryData(organicTrafficQueryOptions(project.id)),
    queryClient.ensureQueryData(linkBuildingQueryOptions(project.id)),
    queryClient.ensureQueryData(latestResearchQueryOptions(project.id)),
    queryClient.ensureQueryData(latestCompetitorAnalysisQueryOptions(project.id)),
    onKeywordResearch ? queryClient.ensureQueryData(rankOverviewQueryOptions(project.id)) : null,
    onKeywordResearch ? queryClient.ensureQueryData(searchConsoleQueryOptions(project.id)) : null,
  ]);
}
