import { usageMessages } from '@/shared/messages';
import { seoMessages } from '@/shared/seo/seo';
import { type CompetitorAnalysis, researchMessages } from '@/shared/seo/research';
import { ApiError } from '@/web/lib/api-client';
import { isPlanRefusal } from '@/web/lib/refusals';

/**
 * How a refused or failed call is said: the plan's limit with the way to upgrade, or an error toast.
 * A refusal (4xx) says why in the server's words (no term, an invalid address); a failure of the
 * server says the spec's text (`fallback`).
 */
export type Refusal = { kind: 'plan'; message: string } | { kind: 'error'; message: string };

export function refusalOf(error: unknown, fallback: string): Refusal {
  if (isPlanRefusal(error)) return { kind: 'plan', message: error.message || usageMessages.reachedLimit };
  if (error instanceof ApiError && error.status < 500 && error.message) return { kind: 'error', message: error.message };
  return { kind: 'error', message: fallback };
}

/** The spec's two texts for a site without competitors, said as they are. */
const noCompetitorTexts: readonly string[] = [seoMessages.noCompetitorsManual, seoMessages.noCompetitorsSettings];

/**
 * The toast for an analysis that failed: 'No competitors found…' exactly as the server gave it,
 * else 'Failed to analyze competitors' with the reason below.
 */
export function analysisFailureToast(analysis: Pick<CompetitorAnalysis, 'error'>): { title: string; description?: string } {
  const { error } = analysis;
  if (error && noCompetitorTexts.includes(error)) return { title: error };
  return error ? { title: seoMessages.analyzeCompetitorsFailed, description: error } : { title: seoMessages.analyzeCompetitorsFailed };
}

/** Find Keywords with an empty field and nothing to fall back on asks for a term before asking the server. */
export function missingTerm(term: string, fallback: string | null): string | null {
  return term.trim() || fallback ? null : researchMessages.noTerm;
}
