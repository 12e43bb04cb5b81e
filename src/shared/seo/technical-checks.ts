// The Technical SEO audit's deeper checks (Enterprise, feature `technical_seo_audit`, ADR 038): more
// checks of the same audit, in the same list and with the same priorities as the others. Plans
// without the feature run the others and are shown these as what their plan leaves out.
import type { AuditCheck } from './check-shape';

export const technicalAuditFeature = 'technical_seo_audit';

export const technicalChecks = {
  // Structured data, against the schema.org types search engines read
  structured_data_type_missing: {
    issue: 'Structured data without a schema.org type',
    priority: 'Medium',
    fix: 'Give each JSON-LD item an @context of https://schema.org and an @type such as Article or Product.',
  },
  structured_data_required_missing: {
    issue: 'Structured data lacks required properties',
    priority: 'Medium',
    fix: 'Add the properties the type needs (a Product its name, an Event its startDate and location…), or rich results are not shown.',
  },
  structured_data_recommended_missing: {
    issue: 'Structured data lacks recommended properties',
    priority: 'Low',
    fix: 'Add the recommended properties (an image, a date, an author…): fuller data earns fuller results.',
  },
  structured_data_bad_value: {
    issue: 'Structured data with an invalid value',
    priority: 'Medium',
    fix: 'Write dates as ISO 8601 (2026-03-01), addresses as absolute URLs and prices as numbers.',
  },
  // Hreflang sets
  hreflang_unknown_code: {
    issue: 'Hreflang code not a known language or region',
    priority: 'Medium',
    fix: 'Use an ISO 639-1 language and an ISO 3166-1 region: en-GB, not en-UK; ja, not jp.',
  },
  hreflang_no_self: {
    issue: 'Hreflang set without a self-reference',
    priority: 'Low',
    fix: 'List the page itself among its alternates, with its own language code.',
  },
  hreflang_no_x_default: {
    issue: 'Hreflang set without x-default',
    priority: 'Low',
    fix: 'Add <link rel="alternate" hreflang="x-default"> for visitors whose language none of the pages serves.',
  },
  // Canonicals followed to the end
  canonical_chain: {
    issue: 'Canonical chain',
    priority: 'Medium',
    fix: 'Point the canonical straight at the final page, not at a page whose canonical names another.',
  },
  canonical_loop: { issue: 'Canonical loop', priority: 'High', fix: 'Break the loop: make one page of it canonical to itself.' },
  canonical_to_noindex: {
    issue: 'Canonical points to a noindex page',
    priority: 'High',
    fix: 'Point the canonical at an indexable page, or let the target be indexed.',
  },
  // Security and weight
  mixed_content_hidden: {
    issue: 'Mixed content in srcset, styles or embeds',
    priority: 'Medium',
    fix: 'Load every srcset image, CSS url(), icon, object and embed of an https:// page over https://.',
  },
  insecure_form: {
    issue: 'Form sends to an http:// address',
    priority: 'High',
    fix: 'Send the form to an https:// address: browsers warn before sending it in the clear.',
  },
  page_images_heavy: {
    issue: 'Images too heavy in total',
    priority: 'Medium',
    fix: 'Keep a page’s images under 1 MB together: compress them, serve WebP or AVIF, and lazy-load those below the fold.',
  },
  // Rendering in Chromium (when the operator installed it)
  built_by_javascript: {
    issue: 'Content built by JavaScript',
    priority: 'Medium',
    fix: 'Render the page’s text and links on the server (or prerender them): crawlers that do not run scripts see an empty page.',
  },
  slow_lcp: {
    issue: 'Slow Largest Contentful Paint',
    priority: 'Medium',
    fix: 'Make the main image or heading show within 2.5 s: a faster server, a lighter and preloaded hero image, fewer blocking scripts.',
  },
  layout_shift: {
    issue: 'Layout shifts (CLS)',
    priority: 'Medium',
    fix: 'Keep CLS under 0.1: give images and embeds their size, and do not insert content above what is already shown.',
  },
  main_thread_blocked: {
    issue: 'Main thread blocked (TBT)',
    priority: 'Medium',
    fix: 'Keep long tasks short (Total Blocking Time under 200 ms): split, defer or remove heavy scripts.',
  },
} as const satisfies Record<string, AuditCheck>;

export type TechnicalCheckId = keyof typeof technicalChecks;
export const technicalCheckIds = Object.keys(technicalChecks) as TechnicalCheckId[];

/** The checks that need Chromium: they run only where the operator installed it. */
export const renderingCheckIds = [
  'built_by_javascript',
  'slow_lcp',
  'layout_shift',
  'main_thread_blocked',
] as const satisfies readonly TechnicalCheckId[];

export function isTechnicalCheck(check: string): check is TechnicalCheckId {
  return Object.hasOwn(technicalChecks, check);
}

/** One key page as Chromium rendered it: how much of it the raw HTML lacks, and its Core Web Vitals. */
export interface RenderedPage {
  url: string;
  rawWords: number;
  renderedWords: number;
  rawLinks: number;
  renderedLinks: number;
  /** Largest Contentful Paint in ms; null when the page painted nothing large. */
  lcpMs: number | null;
  cls: number;
  /** Total Blocking Time: the long tasks' time past 50 ms each, a lab stand-in for INP. */
  tbtMs: number;
}

/** What the audit did about rendering: rendered its key pages, or skipped them and why. */
export type RenderingOutcome = { status: 'ran'; pages: RenderedPage[] } | { status: 'skipped'; reason: string };

/** How an audit stands with the deeper checks: run (with rendering's outcome), or left out by the plan. */
export interface TechnicalAuditState {
  included: boolean;
  /** Null while the audit runs, and when the plan left the deeper checks out. */
  rendering: RenderingOutcome | null;
}

export const technicalMessages = {
  title: 'Technical SEO audit',
  includedIntro:
    'This scan also ran the Technical SEO audit’s deeper checks: structured data, hreflang sets, canonical chains, mixed content, image weight and, where Chromium is installed, rendering and Core Web Vitals.',
  leftOutIntro: (count: number) => `Your plan leaves out ${count} deeper checks of the Technical SEO audit, included in Enterprise:`,
  upgrade: 'Upgrade to Enterprise',
  scanAgain: 'This scan ran before your plan included the Technical SEO audit: scan again to run its deeper checks.',
  renderingSkipped: (reason: string) => `JavaScript rendering and Core Web Vitals: skipped: ${reason}`,
  chromiumMissing: 'Chromium is not installed',
  chromiumFailed: (reason: string) => `Chromium did not start (${reason})`,
  renderingOff: 'rendering is turned off (AUDIT_RENDER_PAGES=0)',
} as const;
