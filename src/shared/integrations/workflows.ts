// The /integrations screen's automation workflows: each a durable automation with a settings form,
// an on/off state and a run log. Shared by the routes and the workflow cards.
import { z } from 'zod';

export const workflowKinds = ['blog_to_social'] as const;
export type WorkflowKind = (typeof workflowKinds)[number];

export const workflowNames: Record<WorkflowKind, string> = {
  blog_to_social: 'Blog to Social',
};

export const workflowDescriptions: Record<WorkflowKind, string> = {
  blog_to_social: 'When a blog post is published, write a post for each chosen social account and save it as a draft or schedule it.',
};

/** Blog to Social: the accounts to post to, and whether the posts wait as drafts or go out at the best time. */
export const blogToSocialSettingsSchema = z.strictObject({
  accountIds: z.array(z.uuid()).min(1, 'Choose at least one account').max(20),
  timing: z.enum(['draft', 'best_time']),
});
export type BlogToSocialSettings = z.infer<typeof blogToSocialSettingsSchema>;

export interface WorkflowSettingsByKind {
  blog_to_social: BlogToSocialSettings;
}

export const workflowSettingsSchemas = {
  blog_to_social: blogToSocialSettingsSchema,
} as const satisfies Record<WorkflowKind, z.ZodType>;

/** PUT /api/integrations/workflows/:kind: on or off, with the settings it runs on. */
export const workflowUpdateSchema = z.strictObject({
  active: z.boolean(),
  settings: z.unknown(),
});

export type WorkflowStepStatus = 'done' | 'skipped' | 'failed';

export interface WorkflowStep {
  label: string;
  status: WorkflowStepStatus;
  detail: string | null;
}

export interface WorkflowRun {
  id: string;
  /** What started it, e.g. 'Published “Autumn loaves”'. */
  trigger: string;
  status: 'running' | 'succeeded' | 'failed' | 'skipped';
  steps: WorkflowStep[];
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface Workflow {
  kind: WorkflowKind;
  name: string;
  description: string;
  active: boolean;
  /** Null until it is first activated. */
  settings: WorkflowSettingsByKind[WorkflowKind] | null;
  /** The latest runs, newest first. */
  runs: WorkflowRun[];
}

export const workflowMessages = {
  title: 'Automation Workflows',
  activate: 'Activate Workflow',
  deactivate: 'Turn off',
  settings: 'Settings',
  active: 'Active',
  inactive: 'Off',
  activated: (name: string) => `${name} is on`,
  deactivated: (name: string) => `${name} is off`,
  updateFailed: 'Failed to update workflow',
  runLog: 'Run log',
  noRuns: 'No runs yet: it runs when its trigger happens.',
  accounts: 'Social accounts',
  noAccounts: 'Connect a social account that takes text posts (X, Bluesky, Mastodon, LinkedIn or Facebook) in the Social Engine first.',
  timing: 'When the posts go out',
  timingDraft: 'Save them as drafts to review',
  timingBestTime: 'Schedule them at the best time to post',
  save: 'Save and activate',
  runStatus: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed', skipped: 'Skipped' },
} as const;
