// AI Recommendations on Analytics (issue 15): three suggestions drawn from the
// project's own figures, each opening the tool that acts on it.
import { z } from 'zod';

export const recommendationMessages = {
  applyFailed: 'Failed to apply recommendation',
  refreshFailed: 'Failed to refresh recommendations',
  refreshed: 'Recommendations refreshed',
  fromAi: 'Written by the AI provider from your figures',
  offline: 'Drawn from your figures (no AI provider is configured)',
} as const;

/** The spec's thresholds: a social share above this is worth building on… */
export const socialShareWorthBuilding = 15;
/** …and an organic share below this is worth raising. */
export const organicShareToRaise = 40;

/** What a recommendation opens: the tool that acts on it. */
export const recommendationActions = {
  social: { label: 'Open Social Engine', path: '/social' },
  seo: { label: 'Open SEO Tools', path: '/seo' },
  content: { label: 'Create Content', path: '/content' },
  email: { label: 'Open Email Marketing', path: '/email' },
  outreach: { label: 'Open AI Outreach', path: '/outreach' },
  tracking: { label: 'Install tracking', path: '/analytics#tracking' },
  goals: { label: 'Review goals', path: '/analytics#goals' },
} as const;
export type RecommendationAction = keyof typeof recommendationActions;
export const recommendationActionIds = Object.keys(recommendationActions) as [RecommendationAction, ...RecommendationAction[]];

export const recommendationPriorities = ['high', 'medium', 'low'] as const;

/** One recommendation as written (by the provider or the offline writer). */
export const recommendationSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(600),
  priority: z.enum(recommendationPriorities),
  action: z.enum(recommendationActionIds),
});
export type WrittenRecommendation = z.infer<typeof recommendationSchema>;

export interface Recommendation extends WrittenRecommendation {
  id: string;
}

export interface RecommendationSet {
  recommendations: Recommendation[];
  source: 'ai' | 'offline';
  /** The period the figures were read over. */
  from: string;
  to: string;
  generatedAt: string;
}
