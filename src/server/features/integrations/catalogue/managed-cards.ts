import { type TrackingStatus, trackingSnippet } from '@/shared/analytics/analytics';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import type { SenderSmtpStatus } from '@/shared/email/sender-smtp';
import type { SearchConsoleState } from '@/shared/seo/search-console';
import type { SocialAccount, SocialNetworkInfo } from '@/shared/social/social';
import type { SelfApiClient } from '../../../http/self-api';
import type { ApiKeySettings } from '../../../settings/service';

/** The parts every card shares, for the cards that another screen or the operator connects. */
const managed = (
  card: Pick<IntegrationCard, 'id' | 'name' | 'description' | 'category' | 'connectVia' | 'connected' | 'detail'> &
    Partial<IntegrationCard>,
): IntegrationCard => ({
  fields: [],
  manageAt: null,
  lastSync: null,
  lastError: null,
  lastSyncSummary: null,
  settings: null,
  incomingUrl: null,
  ...card,
});

const latest = (times: readonly (string | null)[]) =>
  times
    .filter((time): time is string => time !== null)
    .sort()
    .at(-1) ?? null;

/**
 * The cards whose connection lives elsewhere: Uplift's own tracker and Search Console (per project),
 * the Social Engine's networks, and the search data providers the operator's keys connect. They are
 * read through Uplift's own API as the viewer, so each shows exactly what its own screen would.
 */
export async function managedCards(
  client: SelfApiClient,
  apiKeys: Pick<ApiKeySettings, 'get'>,
  projectId: string | null,
): Promise<{
  analytics: IntegrationCard[];
  social: IntegrationCard[];
  email: IntegrationCard[];
  seo: IntegrationCard[];
  trackerSnippet: string | null;
}> {
  const [tracking, searchConsole, networks, accounts, senderSmtp, dataForSeoLogin, dataForSeoPassword, serpApiKey] = await Promise.all([
    projectId ? client.call<TrackingStatus>('GET', `/api/analytics/projects/${projectId}/tracking`) : null,
    projectId ? client.call<SearchConsoleState>('GET', `/api/seo/search-console?projectId=${projectId}`) : null,
    client.call<{ networks: SocialNetworkInfo[] }>('GET', '/api/social/networks'),
    client.call<{ accounts: SocialAccount[] }>('GET', '/api/social/accounts'),
    client.call<SenderSmtpStatus>('GET', '/api/email/sender-smtp'),
    apiKeys.get('DATAFORSEO_LOGIN'),
    apiKeys.get('DATAFORSEO_PASSWORD'),
    apiKeys.get('SERPAPI_KEY'),
  ]);

  const trackingStatus = tracking?.ok ? tracking.body : null;
  const consoleState = searchConsole?.ok ? searchConsole.body : null;
  const noProject = 'Choose a project to see its connection.';
  const analytics = [
    managed({
      id: 'uplift-tracker',
      name: 'Uplift tracker',
      description: 'Uplift’s own privacy-friendly analytics: visits, sources and goals from a one-line snippet.',
      category: 'analytics',
      connectVia: 'snippet',
      connected: Boolean(trackingStatus?.firstEventAt),
      detail: !trackingStatus
        ? noProject
        : trackingStatus.firstEventAt
          ? `Receiving visits from ${trackingStatus.hostname ?? 'your site'}`
          : 'No visit has arrived yet: add the snippet to your site.',
      lastSync: trackingStatus?.firstEventAt ?? null,
    }),
    managed({
      id: 'google-search-console',
      name: 'Google Search Console',
      description: 'Your site’s real search queries, clicks and positions, imported into SEO Tools.',
      category: 'analytics',
      connectVia: 'elsewhere',
      manageAt: '/seo?tab=keywords',
      connected: Boolean(consoleState?.connection),
      detail: !consoleState
        ? noProject
        : consoleState.connection
          ? (consoleState.connection.property ?? 'Connected: choose a property in SEO Tools.')
          : consoleState.configured
            ? 'Connect it from SEO Tools → Keywords.'
            : 'An administrator adds Google’s app keys in Admin → API Keys first.',
      lastSync: consoleState?.connection?.connectedAt ?? null,
      lastError: consoleState?.connection?.problem ?? null,
    }),
  ];

  const accountList = accounts.ok ? accounts.body.accounts : [];
  const social = (networks.ok ? networks.body.networks : []).map((network) => {
    const own = accountList.filter((account) => account.network === network.id);
    const connected = own.filter((account) => account.status === 'Connected');
    return managed({
      id: `social-${network.id}`,
      name: network.label,
      description: `Publish and schedule posts to ${network.label} from the Social Engine.`,
      category: 'social',
      connectVia: 'elsewhere',
      manageAt: '/social',
      connected: connected.length > 0,
      detail: own.length
        ? own.map((account) => account.username).join(', ')
        : network.available
          ? `Connect an account in the Social Engine.`
          : network.unavailableReason,
      lastSync: latest(connected.map((account) => account.lastSync)),
      lastError: connected.length === 0 ? (own.find((account) => account.statusReason)?.statusReason ?? null) : null,
    });
  });

  // The workspace's own sending server, set in Email Marketing's settings.
  const ownServer = senderSmtp.ok ? senderSmtp.body.server : null;
  const email = [
    managed({
      id: 'smtp',
      name: 'SMTP',
      description: 'Send your campaigns and automations through your own mail server, from your own address.',
      category: 'email',
      connectVia: 'elsewhere',
      manageAt: '/email?settings=open',
      connected: Boolean(ownServer),
      detail: ownServer ? `${ownServer.host} as ${ownServer.fromAddress}` : 'Sent through Uplift’s server: set your own in Email settings.',
      lastSync: ownServer?.verifiedAt ?? null,
      lastError: ownServer?.lastError ?? null,
    }),
  ];

  const seo = [
    managed({
      id: 'dataforseo',
      name: 'DataForSEO',
      description: 'Search volumes, difficulty, rankings and backlinks for SEO Tools.',
      category: 'seo',
      connectVia: 'operator',
      connected: Boolean(dataForSeoLogin && dataForSeoPassword),
      detail: dataForSeoLogin && dataForSeoPassword ? 'Connected by your administrator.' : 'Not connected for this Uplift.',
    }),
    managed({
      id: 'serpapi',
      name: 'SerpApi',
      description: 'Live search result pages for rank checks in SEO Tools.',
      category: 'seo',
      connectVia: 'operator',
      connected: Boolean(serpApiKey),
      detail: serpApiKey ? 'Connected by your administrator.' : 'Not connected for this Uplift.',
    }),
  ];

  return {
    analytics,
    social,
    email,
    seo,
    trackerSnippet: trackingStatus ? trackingSnippet(trackingStatus.scriptUrl, trackingStatus.projectId) : null,
  };
}
