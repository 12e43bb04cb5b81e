import { z } from 'zod';

/**
 * Screens whose opening is recorded in the workspace's activity (the *_accessed events),
 * at most once an hour per user. An area that records its screen's visits adds its line here.
 */
export const screenVisits = {
  settings: { type: 'settings_accessed', description: 'Opened Settings' },
  analytics: { type: 'analytics_viewed', description: 'Opened Analytics' },
  seo: { type: 'seo_tools_accessed', description: 'Opened SEO Tools' },
} as const satisfies Record<string, { type: string; description: string }>;

export type VisitedScreen = keyof typeof screenVisits;

export const screenVisitSchema = z.object({
  screen: z.enum(Object.keys(screenVisits) as [VisitedScreen, ...VisitedScreen[]]),
});
