// The /integrations screen: the tools a workspace connects, their credentials' forms and settings,
// and the custom integrations it adds. Shared by the routes and the screen; the requests' schemas are
// in catalogue-schemas.ts, so that the screen's first load builds none (ADR 048).

export const integrationCategories = ['analytics', 'social', 'email', 'ecommerce', 'seo', 'other'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

/** The screen's filter buttons (the spec leaves 'other' out; 'all' shows it). */
export const categoryFilters = ['all', 'analytics', 'social', 'email', 'ecommerce', 'seo'] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export const syncFrequencies = ['realtime', 'hourly', 'daily', 'weekly'] as const;
export type SyncFrequency = (typeof syncFrequencies)[number];

export const syncFrequencyLabels: Record<SyncFrequency, string> = {
  realtime: 'Real-time',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const dataImports = ['analytics', 'profiles', 'content'] as const;
export type DataImport = (typeof dataImports)[number];

export const dataImportLabels: Record<DataImport, string> = {
  analytics: 'Analytics data',
  profiles: 'User profiles',
  content: 'Content metrics',
};

export interface IntegrationSettings {
  syncFrequency: SyncFrequency;
  imports: Record<DataImport, boolean>;
}

export const defaultIntegrationSettings: IntegrationSettings = {
  syncFrequency: 'hourly',
  imports: { analytics: true, profiles: true, content: true },
};

/** A field of a connect form: what the service calls it, and whether it is a secret (never shown again). */
export interface CredentialField {
  name: string;
  label: string;
  type: 'text' | 'url' | 'password';
  placeholder: string;
  /** Where to find it in the service. */
  hint: string;
}

/**
 * How a card connects:
 * - `form`: Uplift asks for the service's credentials here, tests them and keeps them sealed;
 * - `elsewhere`: another screen connects it (social accounts, Search Console), the card says where;
 * - `operator`: the administrator's keys (Admin → API Keys) connect it for the whole instance;
 * - `snippet`: Uplift's own tracker, connected once the site sends its first event;
 * - `custom`: a custom integration, which receives posts at its own address.
 */
export type ConnectVia = 'form' | 'elsewhere' | 'operator' | 'snippet' | 'custom';

export interface IntegrationCard {
  /** The provider's id (`wordpress`), or a custom integration's uuid. */
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  connectVia: ConnectVia;
  connected: boolean;
  /** What it is connected to (a site, a workspace, an account), or what would connect it. */
  detail: string | null;
  /** The form's fields (connectVia 'form'). */
  fields: CredentialField[];
  /** The screen that connects it (connectVia 'elsewhere'), e.g. /social. */
  manageAt: string | null;
  /** When Uplift last talked to it successfully, ISO. */
  lastSync: string | null;
  /** Why the last call failed, while it still fails. */
  lastError: string | null;
  /** What the last import brought in, or why it brought nothing (integrations that import). */
  lastSyncSummary: string | null;
  /** Only integrations that import data have settings; null for the others. */
  settings: IntegrationSettings | null;
  /** A custom integration's address for incoming posts. */
  incomingUrl: string | null;
}

export interface IntegrationsOverview {
  integrations: IntegrationCard[];
  /** The tracker's snippet, for the tracker's card. */
  trackerSnippet: string | null;
}

/** What a custom integration's creator sees once: the secret that signs posts to its address. */
export interface AddedIntegration {
  integration: IntegrationCard;
  secret: string;
}

export const integrationsMessages = {
  loadFailed: 'Failed to load integrations data',
  updateFailed: 'Failed to update integration',
  addFailed: 'Failed to add integration',
  deleteConfirm: (name: string) => `Are you sure you want to delete the ${name} integration?`,
  connected: 'Connected',
  disconnected: 'Disconnected',
  connect: 'Connect',
  configure: 'Configure',
  disconnect: 'Disconnect',
  counters: { connected: 'Connected', available: 'Available', total: 'Total' },
  searchPlaceholder: 'Search integrations...',
  addIntegration: 'Add Integration',
  activateWorkflow: 'Activate Workflow',
  lastSync: 'Last sync',
  never: 'Never',
  justNow: 'Just now',
  loading: 'Loading integrations',
  noMatches: 'No integration matches your search.',
  connectTitle: (name: string) => `Connect ${name}`,
  connectedToast: (name: string) => `${name} is connected`,
  disconnectedToast: (name: string) => `${name} is disconnected`,
  settingsTitle: (name: string) => `${name} settings`,
  syncFrequency: 'Sync frequency',
  dataImport: 'Data import',
  settingsSaved: 'Settings saved',
  manageElsewhere: (place: string) => `Connected from ${place}.`,
  operatorManaged: 'An administrator connects it for this Uplift in Admin → API Keys.',
  trackerHint: 'Add this snippet to every page of your site. The card turns Connected when the first visit arrives.',
  incomingHint: 'Post JSON to this address, signed with the secret (Standard Webhooks), or with the secret as a Bearer token.',
  secretOnce: 'Copy the secret now: it is not shown again.',
  limitReached: 'You have connected as many integrations as your plan allows. Upgrade to connect more.',
  customNeedsEnterprise: 'Custom integrations come with the Enterprise plan.',
  testFailed: (name: string, reason: string) => `${name} did not accept these details: ${reason}`,
  pageDescription: 'Connect the tools you already use, and the ones you build yourself.',
  categoryLabels: {
    all: 'All',
    analytics: 'Analytics',
    social: 'Social',
    email: 'Email',
    ecommerce: 'E-commerce',
    seo: 'SEO',
    other: 'Other',
  } satisfies Record<CategoryFilter | IntegrationCategory, string>,
  testing: 'Testing the connection…',
  manage: 'Manage',
  showSnippet: 'Show snippet',
  snippetTitle: 'Tracking snippet',
  copy: 'Copy',
  incomingUrl: 'Incoming URL',
  secret: 'Secret',
  delete: 'Delete',
  deleteTitle: 'Delete integration?',
  deletedToast: (name: string) => `${name} is deleted`,
  syncNow: 'Sync now',
  syncedToast: (name: string) => `${name} is synced`,
  syncMemberGone: (name: string) =>
    `The member who connected ${name} is no longer in this workspace, so nothing was imported. Connect it again to go on importing.`,
  save: 'Save',
  saving: 'Saving…',
  addDescription: 'A custom integration receives data from your own tools at an address of its own.',
  nameLabel: 'Name',
  categoryLabel: 'Category',
  descriptionLabel: 'Description',
  add: 'Add',
  adding: 'Adding…',
  addedTitle: (name: string) => `${name} is added`,
  done: 'Done',
} as const;
