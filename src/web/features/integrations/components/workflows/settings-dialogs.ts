import type { ComponentType } from 'react';
import type { WorkflowKind } from '@/shared/integrations/workflows';
import { onDemand } from '@/web/components/on-demand';
import type { WorkflowSettingsDialogProps } from './settings-dialog-props';

/**
 * Each workflow's settings form, by kind (a new kind does not type-check until it has one), loaded
 * when it opens: no part of the screen's first paint.
 */
export const workflowSettingsDialogs: Record<WorkflowKind, ComponentType<WorkflowSettingsDialogProps>> = {
  blog_to_social: onDemand(async () => (await import('./blog-to-social-dialog')).BlogToSocialDialog),
  lead_to_email: onDemand(async () => (await import('./lead-to-email-dialog')).LeadToEmailDialog),
  seo_monitor: onDemand(async () => (await import('./seo-monitor-dialog')).SeoMonitorDialog),
};
