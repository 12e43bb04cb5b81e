// Analytics: what the tracker sends, the report's ranges and shapes, and
// the screen's texts. Every figure comes from events Uplift collected itself (ADR 019).
import { z } from 'zod';
import { calendarDay } from '../dates';

export const analyticsMessages = {
  loadFailed: 'Failed to load analytics data',
  exportFailed: 'Failed to export report',
  signedOut: 'Analytics requires authentication',
  noEarlierData: 'no earlier data',
  waiting: 'Waiting for the first visit…',
  receiving: 'Receiving visits',
  noProject: 'Create a project for your site to see its analytics.',
  noCountries: 'Countries show once the operator sets GEOIP_DATABASE to a MaxMind GeoLite2 Country file.',
  hostnamesSaved: 'Allowed hostnames saved',
  notOnPlan: 'Analytics is not part of your plan.',
  exportNotOnPlan: 'Export Report is part of the Professional and Enterprise plans.',
  exported: 'Report exported',
} as const;

export const analyticsRanges = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const defaultAnalyticsRange: AnalyticsRange = '30d';
export const rangeDays: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
/** The longest custom range a report covers. */
export const maxCustomRangeDays = 731;

/** Where a visit came from, from the referrer's host and the UTM medium (ADR 019). */
export const channels = ['Direct', 'Organic Search', 'Paid', 'Social', 'Email', 'Referral'] as const;
export type Channel = (typeof channels)[number];

/**
 * The report's period: a preset range ending today, or custom dates (UTC calendar days, both included).
 * Custom dates win over the preset when both are given.
 */
export const reportQuerySchema = z
  .object({
    range: z.enum(analyticsRanges).default(defaultAnalyticsRange),
    from: calendarDay('Enter a valid date').optional(),
    to: calendarDay('Enter a valid date').optional(),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'Give both dates of a custom range',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The end date cannot be before the start date',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < maxCustomRangeDays, {
    message: 'A custom range covers at most two years',
    path: ['from'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

// ---- What the tracker sends to POST /api/event (short keys keep the script small) ----

const propValue = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

export const collectedEventSchema = z.object({
  /** The project's id, from the snippet's data-project. */
  p: z.uuid(),
  /** 'pageview', 'engagement' or the site's own event name. */
  n: z.string().trim().min(1).max(120),
  /** The page's full address. */
  u: z.url({ protocol: /^https?$/ }).max(2000),
  /** document.referrer, empty when none. */
  r: z.string().max(2000).nullish(),
  /** Screen width in CSS pixels. */
  w: z.number().int().min(0).max(100_000).nullish(),
  /** Custom properties. */
  m: z
    .record(z.string().min(1).max(100), propValue)
    .refine((props) => Object.keys(props).length <= 30, { message: 'At most 30 properties' })
    .nullish(),
  /** Revenue the event carries. */
  $: z.object({ amount: z.number().finite().min(-1e9).max(1e9), currency: z.string().regex(/^[A-Za-z]{3}$/) }).nullish(),
  /** Engaged time on the page in milliseconds (engagement events). */
  e: z.number().int().min(0).max(86_400_000).nullish(),
});
export type CollectedEvent = z.infer<typeof collectedEventSchema>;

/** The largest body the collection endpoint reads. */
export const maxCollectedBodyBytes = 8 * 1024;

// ---- The report ----

/** A figure over the range with the previous period of the same length; null there when no earlier data exists. */
export interface ComparedFigure {
  value: number;
  previous: number | null;
  /** Percentage change from the previous period; null when there is none or it was zero. */
  change: number | null;
}

export interface ReportPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

export interface SourceRow {
  channel: Channel;
  visitors: number;
  /** Share of the range's visitors, 0 to 100. */
  share: number;
  change: number | null;
}

export interface PageRow {
  path: string;
  visitors: number;
  pageViews: number;
  /** Average engaged seconds per view; null when no engagement was measured. */
  timeOnPageSeconds: number | null;
  /** Share of visits entering here that saw one page and sent no event, 0 to 100; null with no entries. */
  bounceRate: number | null;
}

export interface BreakdownRow {
  name: string;
  visitors: number;
}

export interface AnalyticsReport {
  period: ReportPeriod;
  /** The project has ever recorded an event. */
  hasData: boolean;
  kpis: {
    visitors: ComparedFigure;
    pageViews: ComparedFigure;
    conversions: ComparedFigure;
    /** In the currency most of the range's revenue came in; null when none was recorded. */
    revenue: ComparedFigure & { currency: string | null };
    bounceRate: number | null;
    visitDurationSeconds: number | null;
  };
  /** One point per day of the range. */
  series: { date: string; visitors: number; pageViews: number }[];
  sources: SourceRow[];
  pages: PageRow[];
  entryPages: BreakdownRow[];
  exitPages: BreakdownRow[];
  referrers: BreakdownRow[];
  campaigns: BreakdownRow[];
  browsers: BreakdownRow[];
  operatingSystems: BreakdownRow[];
  devices: BreakdownRow[];
  /** Null when the instance has no GeoIP database. */
  countries: BreakdownRow[] | null;
  /** Custom events by name: how many times, by how many visitors. */
  events: { name: string; count: number; visitors: number }[];
}

/** How the snippet is installed for a project, and whether a visit has arrived yet. */
export interface TrackingStatus {
  projectId: string;
  scriptUrl: string;
  /** The site's own hostname, from the project's address; null when the project has none. */
  hostname: string | null;
  extraHostnames: string[];
  firstEventAt: string | null;
}

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Enter a hostname such as shop.example.com',
  );

export const trackingSettingsSchema = z.object({ extraHostnames: z.array(hostname).max(20) });

/** The snippet a site's owner pastes before </head>. */
export function trackingSnippet(scriptUrl: string, projectId: string): string {
  return `<script defer data-project="${projectId}" src="${scriptUrl}"></script>`;
}

/** Percentage change, one decimal; null when there is nothing to compare with. */
export function percentChange(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** A content item's traffic: page views of the address it was published at (Content Performance). */
export interface ContentPerformanceRow {
  id: string;
  title: string;
  type: string;
  publishedUrl: string;
  visitors: number;
  pageViews: number;
  timeOnPageSeconds: number | null;
  bounceRate: number | null;
}

export interface ContentPerformance {
  /** The project's published pieces, most viewed first. */
  items: ContentPerformanceRow[];
  /** Published pieces without an address, whose views cannot be counted. */
  withoutAddress: number;
}
