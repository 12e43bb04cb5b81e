import type { CompetitorAnalysis } from '@/shared/seo/research';
import { api } from '@/web/lib/api-client';
import { trackedJobQueryOptions } from '@/web/lib/use-tracked-job';
import { idPath, seoKeys } from './seo-keys';

/** A competitor analysis, asked every second while it works. */
export const competitorAnalysisQueryOptions = (id: string) =>
  trackedJobQueryOptions({
    queryKey: seoKeys.competitorAnalysis(id),
    fetchJob: () => api.get<CompetitorAnalysis>(idPath('competitors/analyses', id)),
  });
