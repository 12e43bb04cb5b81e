import type { CollectedEvent } from '@/shared/analytics/analytics';
import type { analyticsEvents } from '../schema';
import { withoutUnstorableText } from '../../../http/storable-text';
import { classifyChannel } from './channels';
import { bareHost, hostOfAddress, type TrackedSite } from './sites';
import type { Client } from './user-agent';

export type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * At most `length` characters (code points, so no emoji is cut in half) of text PostgreSQL can store:
 * decoding an address can produce a NUL (%00) or a lone surrogate, which would fail the whole batch.
 */
function clip(value: string | null | undefined, length: number): string | null {
  if (!value) return null;
  const storable = withoutUnstorableText(value);
  return storable.length <= length ? storable : Array.from(storable).slice(0, length).join('') || null;
}

/**
 * The row to store for what the tracker sent, or null when it is not the site's: an address on
 * another hostname. Properties and revenue belong to the site's own events, engaged time to
 * engagement events.
 */
export function eventRow(
  event: CollectedEvent,
  site: TrackedSite,
  who: { visitorId: bigint; client: Client; country: string | null },
  at: Date,
): EventRow | null {
  const page = new URL(event.u);
  const hostname = bareHost(page.hostname);
  if (!site.hostnames.has(hostname)) return null;
  const referrerHost = hostOfAddress(event.r ?? null);
  const fromElsewhere = referrerHost && referrerHost !== hostname ? referrerHost : null;
  const utm = (key: string) => clip(page.searchParams.get(`utm_${key}`)?.trim(), 200);
  const own = event.n !== 'pageview' && event.n !== 'engagement';
  return {
    projectId: event.p,
    workspaceId: site.workspaceId,
    occurredAt: at,
    visitorId: who.visitorId,
    name: event.n,
    hostname,
    pathname: clip(decodePath(page.pathname), 500) ?? '/',
    referrerHost: fromElsewhere,
    channel: classifyChannel({ referrerHost: fromElsewhere, utmSource: utm('source'), utmMedium: utm('medium') }),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    ...who.client,
    country: who.country,
    screenWidth: event.w ?? null,
    props: own && event.m && Object.keys(event.m).length > 0 ? event.m : null,
    revenueAmount: own && event.$ ? event.$.amount.toFixed(2) : null,
    revenueCurrency: own && event.$ ? event.$.currency.toUpperCase() : null,
    engagedMs: event.n === 'engagement' ? (event.e ?? null) : null,
  };
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
