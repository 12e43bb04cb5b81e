// The /integrations screen's automation workflows: each a durable automation with a settings form,
// an on/off state and a run log. Shared by the routes and the workflow cards; the settings' schemas
// are in workflow-schemas.ts, so that the screen's first load builds none (ADR 048).

export const workflowKinds = ['blog_to_social', 'lead_to_email', 'seo_monitor'] as const;
export type WorkflowKind = (typeof workflowKinds)[number];

export const workflowNames: Record<WorkflowKind, string> = {
  blog_to_social: 'Blog to Social',
  lead_to_email: 'Lead to Email',
  seo_monitor: 'SEO Monitor',
};

export const workflowDescriptions: Record<WorkflowKind, string> = {
  blog_to_social: 'When a blog post is published, write a post for each chosen social account and save it as a draft or schedule it.',
  lead_to_email:
    'When a lead arrives (a sign-up form, an analytics goal, a new shop customer or a custom integration), add them to an e-mail list, with their consent, and start its automations.',
  seo_monitor: 'Re-audit a project’s site and check its rankings on a schedule; alert the team of new critical issues and rank drops.',
};

/** Where a lead may come from. */
export const leadSources = ['signup_form', 'analytics_goal', 'store_customer', 'custom_integration'] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadSourceLabels: Record<LeadSource, string> = {
  signup_form: 'Sign-up forms',
  analytics_goal: 'Analytics goals whose event carries an email property',
  store_customer: 'New customers of your Stripe or Shopify shop',
  custom_integration: 'Custom integrations’ posts',
};

export const seoMonitorFrequencies = ['daily', 'weekly'] as const;

// Each workflow's settings, as workflow-schemas.ts checks them; types rather than interfaces, so
// that a stored row's settings (a plain record) convert to them.

/** Blog to Social: the accounts to post to, and whether the posts wait as drafts or go out at the best time. */
export type BlogToSocialSettings = {
  accountIds: string[];
  timing: 'draft' | 'best_time';
};

/**
 * Lead to Email: the list leads join, where leads come from, the custom integrations whose posts are
 * leads (none chosen: any of them), and whether a lead needs consent to be added.
 */
export type LeadToEmailSettings = {
  listId: string;
  sources: LeadSource[];
  integrationIds: string[];
  requireConsent: boolean;
};

/** SEO Monitor: the project whose site it watches, how often, and how many positions down a keyword must fall to alert. */
export type SeoMonitorSettings = {
  projectId: string;
  frequency: (typeof seoMonitorFrequencies)[number];
  rankDropThreshold: number;
};

export interface WorkflowSettingsByKind {
  blog_to_social: BlogToSocialSettings;
  lead_to_email: LeadToEmailSettings;
  seo_monitor: SeoMonitorSettings;
}

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
  loadFailed: 'Failed to load workflows',
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
  list: 'E-mail list',
  noLists: 'Create an e-mail list in Email Marketing first.',
  chooseList: 'Choose a list',
  sources: 'Leads from',
  customIntegrations: 'Custom integrations',
  anyIntegration: 'Any custom integration',
  noCustomIntegrations: 'Add a custom integration below: leads posted to its address join the list.',
  requireConsent: 'Only add leads who gave consent to marketing e-mail',
  requireConsentHint:
    'Sign-up forms ask for it. A Shopify customer gives it at checkout, a Stripe customer with marketing_consent: true in their metadata, and a goal’s event or a custom post with consent: true.',
  project: 'Project',
  noProjects: 'Create a project with its site’s address first.',
  chooseProject: 'Choose a project',
  frequency: 'How often',
  frequencyDaily: 'Daily',
  frequencyWeekly: 'Weekly',
  rankDropThreshold: 'Alert when a keyword drops by at least (positions)',
  runStatus: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed', skipped: 'Skipped' },
} as const;
