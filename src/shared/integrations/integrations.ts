// Settings → Integrations: the services this Uplift is connected to, as every member may see them.

export type IntegrationState = 'connected' | 'not_configured';

export interface IntegrationStatus {
  id: 'ai' | 'email' | 'payments';
  name: string;
  state: IntegrationState;
  /** What is connected (the provider and model), or what would connect it. */
  detail: string;
}

export const integrationMessages = {
  loadFailed: 'Failed to load integrations data',
  title: 'Connected services',
  description: 'What this Uplift uses to write, send mail and take payments. An administrator connects them in the admin panel.',
  connected: 'Connected',
  notConfigured: 'Not configured',
  aiName: 'AI writer',
  aiOffline: 'Drafts come from the built-in offline writer until an administrator adds an AI provider’s key.',
  emailName: 'E-mail delivery',
  emailSmtp: 'Sent through the SMTP server set by an administrator.',
  emailOutbox: 'Mail is kept in the instance’s outbox until an administrator sets an SMTP server.',
  paymentsName: 'Payments',
  paymentsStripe: 'Plans are bought and billed through Stripe.',
  paymentsMissing: 'Plans cannot be bought until an administrator adds Stripe’s keys.',
} as const;
