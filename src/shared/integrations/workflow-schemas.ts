// What the workflows' settings forms and routes accept (workflows.ts has the rest of the contract).
import { z } from 'zod';
import {
  type BlogToSocialSettings,
  type LeadToEmailSettings,
  type SeoMonitorSettings,
  type WorkflowKind,
  leadSources,
  seoMonitorFrequencies,
} from './workflows';

export const blogToSocialSettingsSchema = z.strictObject({
  accountIds: z.array(z.uuid()).min(1, 'Choose at least one account').max(20),
  timing: z.enum(['draft', 'best_time']),
}) satisfies z.ZodType<BlogToSocialSettings>;

/** Lead to Email's: settings saved before there was a choice of sources took custom integrations' posts only, and still do. */
export const leadToEmailSettingsSchema = z.strictObject({
  listId: z.uuid({ error: 'Choose a list' }),
  sources: z
    .array(z.enum(leadSources))
    .min(1, 'Choose where leads come from')
    .max(leadSources.length)
    .default(['custom_integration'])
    .transform((sources) => [...new Set(sources)]),
  integrationIds: z.array(z.uuid()).max(20).default([]),
  requireConsent: z.boolean().default(true),
}) satisfies z.ZodType<LeadToEmailSettings>;

export const seoMonitorSettingsSchema = z.strictObject({
  projectId: z.uuid({ error: 'Choose a project' }),
  frequency: z.enum(seoMonitorFrequencies),
  rankDropThreshold: z
    .number()
    .int()
    .min(1, 'A rank drop is at least 1 position')
    .max(100, 'A rank drop is at most 100 positions')
    .default(5),
}) satisfies z.ZodType<SeoMonitorSettings>;

export const workflowSettingsSchemas = {
  blog_to_social: blogToSocialSettingsSchema,
  lead_to_email: leadToEmailSettingsSchema,
  seo_monitor: seoMonitorSettingsSchema,
} as const satisfies Record<WorkflowKind, z.ZodType>;

/** PUT /api/integrations/workflows/:kind: on or off, with the settings it runs on. */
export const workflowUpdateSchema = z.strictObject({
  active: z.boolean(),
  settings: z.unknown(),
});
