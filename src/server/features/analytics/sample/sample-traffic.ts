import { sql } from 'drizzle-orm';
import type { Channel } from '@/shared/analytics/analytics';
import type { Database } from '../../../db/database';
import type { SampleProject, SampleRows } from '../../../sample-workspace/sample-rows';
import { seededRandom } from '../../../lib/seeded-random';
import { samplePublishedUrls } from '../../content';
import type { EventRow } from '../collect/event-row';
import type { RawEvent } from '../rollup/rollup-day';
import { Rollups } from '../rollup/rollups';
import { analyticsEvents } from '../schema';
import { PostgresEventStore } from '../store/postgres-event-store';

/** A site of the Sample workspace and the pages its sample visitors read. */
interface SampleSite {
  projectId: string;
  workspaceId: string;
  hostname: string;
  pages: readonly string[];
}

const days = 60;
const dayMs = 86_400_000;
const sources: readonly { channel: Channel; weight: number; referrer: string | null; utmMedium?: string; utmSource?: string }[] = [
  { channel: 'Organic Search', weight: 34, referrer: 'google.com' },
  { channel: 'Organic Search', weight: 4, referrer: 'bing.com' },
  { channel: 'Direct', weight: 24, referrer: null },
  { channel: 'Social', weight: 12, referrer: 'facebook.com' },
  { channel: 'Social', weight: 7, referrer: 'instagram.com' },
  { channel: 'Referral', weight: 9, referrer: 'news.ycombinator.com' },
  { channel: 'Email', weight: 8, referrer: null, utmMedium: 'email', utmSource: 'newsletter' },
  { channel: 'Paid', weight: 2, referrer: 'google.com', utmMedium: 'cpc', utmSource: 'google' },
];
const clients = [
  { browser: 'Chrome', os: 'Windows', device: 'Desktop', weight: 30 },
  { browser: 'Safari', os: 'iOS', device: 'Mobile', weight: 28 },
  { browser: 'Chrome', os: 'Android', device: 'Mobile', weight: 18 },
  { browser: 'Safari', os: 'macOS', device: 'Desktop', weight: 14 },
  { browser: 'Firefox', os: 'Linux', device: 'Desktop', weight: 5 },
  { browser: 'Safari', os: 'iOS', device: 'Tablet', weight: 5 },
];

/**
 * Sixty days of made-up visits for each sample site, the same on every load (a seeded generator):
 * weekday rhythm, a slow rise, the usual mix of sources and devices, engaged time, and a few
 * purchases with revenue. Written through the event store and rolled up at once from the events in
 * hand, so the Sample workspace's Analytics shows data as soon as it opens.
 */
async function insertSampleTraffic(db: Database, sites: readonly SampleSite[], now = new Date()): Promise<void> {
  const store = new PostgresEventStore(db);
  const rollups = new Rollups(db, store);
  for (const [index, site] of sites.entries()) {
    const events = sampleEvents(site, index + 1, now);
    await store.append(events);
    await rollups.writeNewProject(db, site.projectId, events.map(rawEventOf));
  }
  // The events table's statistics, for the sample's first screens: planned without them, as if the
  // table were empty, the revenue by landing page re-read the events once per buyer (1.4 s, not 15 ms).
  // PostgreSQL's autovacuum would gather them within a minute or so; PGlite has none (jobs/table-statistics.ts).
  await db.execute(sql`analyze ${analyticsEvents}`);
}

/** An event as a rollup reads it back from the store. */
const rawEventOf = (event: EventRow): RawEvent => ({
  occurredAt: event.occurredAt as Date,
  visitorId: String(event.visitorId),
  name: event.name,
  pathname: event.pathname,
  referrerHost: event.referrerHost ?? null,
  channel: event.channel,
  utmCampaign: event.utmCampaign ?? null,
  browser: event.browser,
  os: event.os,
  device: event.device,
  country: event.country ?? null,
  revenueAmount: event.revenueAmount ?? null,
  revenueCurrency: event.revenueCurrency ?? null,
  engagedMs: event.engagedMs ?? null,
});

/** Analytics' part of the Sample workspace (ServerModule.sample): traffic on every sample project's site. */
export const analyticsSampleRows: SampleRows = {
  insert: (tx, { workspaceId, projects, now }) =>
    insertSampleTraffic(
      tx,
      projects.map((project) => sampleSite(project, workspaceId)),
      now,
    ),
};

/** A sample project's site: its usual pages and the addresses the sample content was published at. */
function sampleSite(project: SampleProject, workspaceId: string): SampleSite {
  const origin = new URL(project.url ?? 'https://sample.example');
  const published = samplePublishedUrls.flatMap((address) =>
    new URL(address).hostname === origin.hostname ? [new URL(address).pathname] : [],
  );
  return {
    projectId: project.id,
    workspaceId,
    hostname: origin.hostname,
    pages: ['/', '/about', '/pricing', '/contact', '/blog', ...published, ...published],
  };
}

function sampleEvents(site: SampleSite, seed: number, now: Date): EventRow[] {
  const random = seededRandom(seed);
  const pick = <T extends { weight: number }>(list: readonly T[]): T => {
    let left = random() * list.reduce((sum, item) => sum + item.weight, 0);
    for (const item of list) if ((left -= item.weight) < 0) return item;
    return list[list.length - 1]!;
  };
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const rows: EventRow[] = [];
  for (let day = days - 1; day >= 0; day--) {
    const start = today - day * dayMs;
    const weekday = new Date(start).getUTCDay();
    const visitors = Math.round((18 + (days - day) * 0.25) * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.85 + random() * 0.3));
    for (let visitor = 0; visitor < visitors; visitor++) {
      let at = start + Math.floor(random() * (dayMs - 3_600_000));
      if (at > now.getTime()) continue;
      const visitorId = BigInt(Math.floor(random() * 2 ** 52)) - 2n ** 51n;
      const source = pick(sources);
      const client = pick(clients);
      const views = 1 + Math.floor(random() * random() * 5);
      for (let view = 0; view < views; view++) {
        const pathname = view === 0 && random() < 0.4 ? '/' : site.pages[Math.floor(random() * site.pages.length)]!;
        const base = {
          projectId: site.projectId,
          workspaceId: site.workspaceId,
          visitorId,
          hostname: site.hostname,
          pathname,
          referrerHost: view === 0 ? source.referrer : null,
          channel: view === 0 ? source.channel : 'Direct',
          utmSource: view === 0 ? (source.utmSource ?? null) : null,
          utmMedium: view === 0 ? (source.utmMedium ?? null) : null,
          utmCampaign: view === 0 && source.utmMedium === 'email' ? 'monthly-newsletter' : null,
          ...client,
          country: null,
          screenWidth: client.device === 'Desktop' ? 1440 : client.device === 'Tablet' ? 820 : 390,
          props: null,
          revenueAmount: null,
          revenueCurrency: null,
          engagedMs: null,
        };
        if (at > now.getTime()) break;
        rows.push({ ...base, occurredAt: new Date(at), name: 'pageview' });
        const engaged = Math.floor(5_000 + random() * 150_000);
        at += engaged;
        rows.push({ ...base, occurredAt: new Date(at), name: 'engagement', engagedMs: engaged });
        if (view === views - 1 && random() < 0.04) {
          rows.push({
            ...base,
            occurredAt: new Date(at + 1000),
            name: 'Purchase',
            props: { sample: true },
            revenueAmount: (12 + Math.floor(random() * 60)).toFixed(2),
            revenueCurrency: 'USD',
          });
        }
      }
    }
  }
  return rows;
}
