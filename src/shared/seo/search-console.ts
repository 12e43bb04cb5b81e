// SEO Tools' Google Search Console import (issue 18, rank tracking): a project connects its own
// Search Console through the operator's Google app (OAuth 2 with PKCE), chooses a property, and imports
// the last 28 days' clicks, impressions, CTR and average position per query. Professional and up.
import { z } from 'zod';
import { formatNumber } from '@/shared/number-format';

/** Days one import reads, ending on the day before it runs. */
export const searchConsoleImportDays = 28;

/** The query parameters of /seo after Google's consent page: ?searchConsole=connected, or failed with a reason. */
export const searchConsoleReturn = { param: 'searchConsole', reasonParam: 'reason', connected: 'connected', failed: 'failed' } as const;

export const searchConsoleLabels = {
  title: 'Google Search Console',
  intro: "Clicks, impressions and average position per query, from your site's own Google Search Console.",
  connect: 'Connect Search Console',
  reconnect: 'Reconnect Search Console',
  property: 'Search Console property',
  useProperty: 'Use this property',
  importLastDays: `Import last ${searchConsoleImportDays} days`,
  importing: 'Importing…',
  queries: 'Search Console queries',
  disconnect: 'Disconnect',
  columns: { query: 'Query', clicks: 'Clicks', impressions: 'Impressions', ctr: 'CTR', position: 'Avg. position' },
} as const;

export const searchConsoleMessages = {
  notConfigured: 'An administrator adds the Google app keys in Admin → API Keys to connect Google Search Console.',
  keysMissing: 'Google Search Console is not set up on this server: an administrator adds the Google app keys in Admin → API Keys.',
  noProject: 'Search Console figures belong to a project: create a project first.',
  viewerNotConnected: 'An Owner or Editor can connect Google Search Console.',
  chooseProperty: "Choose the Search Console property of this project's site.",
  noImportYet: 'No queries imported yet.',
  noRows: 'Search Console has no queries for this property in the last 28 days.',
  mostClicked: (shown: number, total: number) => `The ${formatNumber(shown)} most clicked of ${formatNumber(total)} queries.`,
  connected: 'Search Console connected',
  connectFailed: 'Search Console did not connect',
  imported: (count: number) => `Imported ${formatNumber(count)} ${count === 1 ? 'query' : 'queries'} from Search Console`,
  importFailed: 'Failed to import from Search Console',
  propertyChosen: 'Property chosen',
  propertyFailed: 'Failed to choose the property',
  disconnected: 'Search Console disconnected',
  disconnectFailed: 'Failed to disconnect Search Console',
  connectStartFailed: 'Failed to connect Search Console',
  confirmDisconnectTitle: 'Disconnect Search Console?',
  confirmDisconnectText:
    "Uplift forgets its access to your Search Console and this project's imported queries. You can connect it again at any time.",
  // The server's refusals and Google's failures, as the person at the screen reads them.
  notConnected: 'Connect Search Console first.',
  noPropertyChosen: 'Choose a Search Console property first.',
  unknownProperty: 'Choose one of the properties of the Google account you connected.',
  noProperties: 'Your Google account has no Search Console property: add your site in Google Search Console, then connect again.',
  connectExpired: 'The connection took too long or was started elsewhere. Connect Search Console again.',
  denied: 'You did not allow Uplift to read your Search Console.',
  notAuthorised: (detail: string | undefined) =>
    `Google did not let Uplift read your Search Console${detail ? `: ${detail.replace(/\.$/, '')}` : ''}.`,
  noOfflineAccess: 'Google did not give Uplift lasting access to your Search Console. Connect Search Console again.',
  reconnect: 'Google no longer accepts Uplift’s access to your Search Console. Reconnect Search Console.',
  noAccess: 'Your Google account has no access to this property.',
  appRefused: "Google refused this server's Google app keys: an administrator checks them in Admin → API Keys.",
  apiDisabled: "The Search Console API is not enabled in the Google Cloud project of this server's app keys: an administrator enables it.",
  throttled: 'Google is limiting Search Console requests. Try again in a few minutes.',
  unavailable: 'Google Search Console could not be reached. Try again in a few minutes.',
  unreadable: 'Google Search Console sent an answer Uplift could not read.',
} as const;

export const searchConsoleProjectSchema = z.object({ projectId: z.string().uuid({ error: 'Choose a project' }) });

export const chooseSearchConsolePropertySchema = z.object({
  projectId: z.string().uuid({ error: 'Choose a project' }),
  property: z.string({ error: searchConsoleMessages.unknownProperty }).trim().min(1, searchConsoleMessages.unknownProperty).max(2048),
});

/** One query's figures over the imported range. */
export interface SearchConsoleRow {
  query: string;
  clicks: number;
  impressions: number;
  /** 0–1, as Google gives it. */
  ctr: number;
  /** Average position, 1 = first. */
  position: number;
}

export interface SearchConsoleConnection {
  /** The chosen property (`https://example.com/` or `sc-domain:example.com`); null until chosen. */
  property: string | null;
  connectedAt: string;
  /** Who connected it: their name, else their e-mail address; null when the account is gone. */
  connectedBy: string | null;
  /** Why the last call to Google failed (a revoked access: reconnect), cleared by the next success. */
  problem: string | null;
}

/** GET /api/seo/search-console?projectId= and every change's answer. */
export interface SearchConsoleState {
  /** The operator has entered the Google app keys. */
  configured: boolean;
  connection: SearchConsoleConnection | null;
  /** The Google account's properties, to choose from; only when connected. */
  properties?: string[];
  /** The last import's queries, the 100 with the most clicks first. */
  rows: SearchConsoleRow[];
  /** How many queries the last import brought (Google gives up to 1,000). */
  total: number;
  range: { from: string; to: string } | null;
  importedAt: string | null;
}
