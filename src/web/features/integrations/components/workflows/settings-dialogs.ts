import type { ComponentType } from 'react';
import type { WorkflowKind } from '@/shared/integrations/workflows';
import { BlogToSocialDialog } from './blog-to-social-dialog';
import { LeadToEmailDialog } from './lead-to-email-dialog';
import { SeoMonitorDialog } from './seo-monitor-dialog';
import type { WorkflowSettingsDialogProps } from './settings-dialog-props';

/** Each workflow's settings form, by kind: a new kind does not type-check until it has one. */
export const workflowSettingsDialogs: Record<WorkflowKind, ComponentType<WorkflowSettingsDialogProps>> = {
  blog_to_social: BlogToSocialDialog,
  lead_to_email: LeadToEmailDialog,
  seo_monitor: SeoMonitorDialog,
};
