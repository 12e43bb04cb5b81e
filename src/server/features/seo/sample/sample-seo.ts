import { featureLimit } from '@/shared/feature-catalogue';
import type { AuditSummary } from '@/shared/seo/seo';
import { auditChecks, type AuditCheckId, type IssuePriority } from '@/shared/seo/checks';
import type { CompetitorReport, KeywordIdea } from '@/shared/seo/research';
import { seoAudits, seoCompetitorAnalyses, seoDomainMetrics, seoIssues, seoKeywordResearch } from '../schema';
import type { SampleRows, SampleTransaction } from '../../../sample-workspace/sample-rows';
import type { SampleSeoScope } from './sample-seo-scope';
import { insertSampleLinks } from './sample-seo-links';
import { insertSampleRanks } from './sample-seo-ranks';

const day = 24 * 3600 * 1000;
const minute = 60_000;
const site = 'https://sunrisebakery.example.com';
/** As a search data provider gives them, so the sample shows what a configured provider adds. */
const configured = { configured: true, problem: null };

/**
 * The issues of the two sample audits, as the checks write them. `open`: found by both; `new`: by the
 * latest alone; `fixedByCrawl`: by the first, gone in the latest; `fixedByUser`: by both, then Fix.
 */
type IssueState = 'open' | 'new' | 'fixedByCrawl' | 'fixedByUser';
const sampleIssues: ReadonlyArray<{ check: AuditCheckId; page: string; detail: string; state: IssueState }> = [
  { check: 'broken_internal_link', page: '/menu', detail: 'Links to /old-menu (404)', state: 'open' },
  { check: 'page_not_found', page: '/old-menu', detail: 'HTTP 404, linked from /menu', state: 'open' },
  { check: 'h1_missing', page: '/gift-cards', detail: 'The page has no <h1>.', state: 'new' },
  {
    check: 'mixed_content',
    page: '/classes/sourdough-workshop',
    detail: 'Loads http://sunrisebakery.example.com/img/workshop-table.jpg over http://',
    state: 'fixedByUser',
  },
  { check: 'title_missing', page: '/order', detail: 'The page has no <title>.', state: 'fixedByCrawl' },
  {
    check: 'title_too_long',
    page: '/blog/sourdough-mistakes',
    detail: titleDetail('Ten sourdough mistakes home bakers make, and how to fix every one of them'),
    state: 'open',
  },
  { check: 'description_missing', page: '/wholesale', detail: 'The page has no meta description.', state: 'open' },
  {
    check: 'image_alt_missing',
    page: '/menu/cinnamon-buns',
    detail: '/img/cinnamon-buns-tray.jpg and /img/cinnamon-buns-icing.jpg',
    state: 'open',
  },
  { check: 'thin_content', page: '/contact', detail: '86 words', state: 'open' },
  { check: 'slow_response', page: '/menu', detail: 'Answered in 2.4 s', state: 'new' },
  {
    check: 'broken_external_link',
    page: '/blog/country-loaf',
    detail: 'Links to https://flourmill.example.org/milling-guide (404)',
    state: 'open',
  },
  { check: 'broken_image', page: '/menu/rye-loaf', detail: '/img/rye-loaf-2019.jpg', state: 'fixedByCrawl' },
  { check: 'redirect_chain', page: '/shop', detail: '2 redirects: /shop → /store → /order', state: 'open' },
  { check: 'orphan_page', page: '/careers', detail: 'No crawled page links here; found only in the sitemap.', state: 'new' },
  { check: 'description_too_long', page: '/about', detail: '183 characters', state: 'open' },
  { check: 'title_too_short', page: '/gift-cards', detail: titleDetail('Gift cards'), state: 'new' },
  { check: 'image_too_large', page: '/', detail: '/img/hero-morning-loaves.jpg (1240 KB)', state: 'open' },
  { check: 'url_format', page: '/blog/tag/Sourdough_Tips', detail: '/blog/tag/Sourdough_Tips', state: 'open' },
  { check: 'structured_data_missing', page: '/menu/rye-loaf', detail: 'No JSON-LD, microdata or RDFa.', state: 'open' },
  { check: 'internal_link_redirects', page: '/blog', detail: 'Links to /shop', state: 'open' },
  { check: 'open_graph_missing', page: '/classes/sourdough-workshop', detail: 'Missing og:image.', state: 'open' },
  { check: 'missing_from_sitemap', page: '/classes/sourdough-workshop', detail: 'Indexable, but not in the sitemap.', state: 'new' },
];

/** Keywords as the crawl of each site ranks them; the gap and the shared ones are compared below. */
const siteKeywords = [
  'sourdough bread',
  'rye loaf',
  'artisan bakery',
  'cinnamon buns',
  'bake sale',
  'sourdough workshop',
  'country loaf',
  'wholesale bread',
  'sourdough starter kit',
  'gift cards',
];
const sampleCompetitors = [
  {
    domain: 'crumbandco.example.com',
    pageCount: 212,
    topKeywords: [
      'sourdough bread',
      'croissants',
      'artisan bakery',
      'bread delivery',
      'gluten free bread',
      'wedding cakes',
      'rye loaf',
      'baking classes',
      'focaccia',
      'pastry box',
    ],
    topics: ['Fresh bread delivered to your door', 'Celebration cakes', 'Bread: sourdough bread, gluten free bread', 'Baking classes'],
    authority: 38,
    backlinks: 4120,
    traffic: 9800,
  },
  {
    domain: 'thedailyloaf.example.net',
    pageCount: 86,
    topKeywords: [
      'sourdough starter',
      'bread recipes',
      'sourdough bread',
      'whole wheat bread',
      'bread subscription',
      'country loaf',
      'banana bread',
      'bread flour',
    ],
    topics: ['Our weekly bread subscription', 'Recipes from the bakehouse', 'Bread: whole wheat bread, banana bread, sourdough bread'],
    authority: 27,
    backlinks: 1350,
    traffic: 3400,
  },
];

/** Ideas for “sourdough bread”, the most searched first (as with a provider); difficulty is the score's level. */
const researchTerm = 'sourdough bread';
const sampleIdeas: ReadonlyArray<Omit<KeywordIdea, 'saved'>> = [
  {
    keyword: 'sourdough bread',
    sources: ['your_site', 'competitors'],
    volume: 74_000,
    difficultyScore: 62,
    difficulty: 'High',
    cpc: 1.12,
    trend: 'flat',
  },
  { keyword: 'sourdough bread recipe', sources: ['ai'], volume: 49_500, difficultyScore: 71, difficulty: 'High', cpc: 0.64, trend: 'up' },
  {
    keyword: 'sourdough starter',
    sources: ['competitors', 'ai'],
    volume: 40_500,
    difficultyScore: 55,
    difficulty: 'Medium',
    cpc: 0.88,
    trend: 'up',
  },
  {
    keyword: 'sourdough discard recipes',
    sources: ['ai'],
    volume: 22_200,
    difficultyScore: 41,
    difficulty: 'Medium',
    cpc: 0.35,
    trend: 'up',
  },
  {
    keyword: 'is sourdough bread healthy',
    sources: ['ai'],
    volume: 12_100,
    difficultyScore: 37,
    difficulty: 'Medium',
    cpc: 0.29,
    trend: 'down',
  },
  {
    keyword: 'easy sourdough bread recipe',
    sources: ['ai'],
    volume: 9_900,
    difficultyScore: 48,
    difficulty: 'Medium',
    cpc: 0.52,
    trend: 'flat',
  },
  { keyword: 'sourdough bread near me', sources: ['ai'], volume: 8_100, difficultyScore: 22, difficulty: 'Low', cpc: 1.48, trend: 'up' },
  {
    keyword: 'sourdough starter kit',
    sources: ['your_site'],
    volume: 6_600,
    difficultyScore: 34,
    difficulty: 'Medium',
    cpc: 1.95,
    trend: 'up',
  },
  { keyword: 'sourdough bread calories', sources: ['ai'], volume: 5_400, difficultyScore: 18, difficulty: 'Low', cpc: 0.21, trend: 'flat' },
  {
    keyword: 'whole wheat sourdough',
    sources: ['competitors'],
    volume: 4_400,
    difficultyScore: 29,
    difficulty: 'Low',
    cpc: 0.71,
    trend: 'flat',
  },
  {
    keyword: 'gluten free sourdough bread',
    sources: ['competitors', 'ai'],
    volume: 3_600,
    difficultyScore: 33,
    difficulty: 'Medium',
    cpc: 0.95,
    trend: 'up',
  },
  {
    keyword: 'rye sourdough bread',
    sources: ['your_site', 'ai'],
    volume: 2_900,
    difficultyScore: 24,
    difficulty: 'Low',
    cpc: 0.83,
    trend: 'up',
  },
  { keyword: 'sourdough bread bakery', sources: ['ai'], volume: 1_900, difficultyScore: 26, difficulty: 'Low', cpc: 1.3, trend: 'flat' },
  {
    keyword: 'sourdough baking class',
    sources: ['your_site'],
    volume: 1_300,
    difficultyScore: 19,
    difficulty: 'Low',
    cpc: 1.65,
    trend: 'flat',
  },
  {
    keyword: 'sourdough bread delivery',
    sources: ['competitors'],
    volume: 880,
    difficultyScore: 15,
    difficulty: 'Low',
    cpc: 2.1,
    trend: 'up',
  },
];
/** Among the first sample project's keywords. */
const savedIdeas = new Set(['sourdough bread', 'sourdough starter kit']);

/**
 * The Sample workspace's SEO screen for its first project (Sunrise Bakery): two audits a week apart
 * (the user's, then the weekly re-crawl) with their issues, a competitor analysis, a keyword search, tracked keywords with a month of positions,
 * and link opportunities with verified backlinks. Every date counts from `now`.
 */
async function insertSampleSeo(tx: SampleTransaction, scope: SampleSeoScope, now: Date): Promise<void> {
  await insertSampleAudits(tx, scope, now);
  await insertSampleResearch(tx, scope, now);
  await insertSampleRanks(tx, { ...scope, site }, now);
  await insertSampleLinks(tx, { ...scope, site }, now);
}

async function insertSampleAudits(tx: SampleTransaction, { workspaceId, userId }: SampleSeoScope, now: Date): Promise<void> {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const firstFound = sampleIssues.filter((issue) => issue.state !== 'new');
  const latestFound = sampleIssues.filter((issue) => issue.state !== 'fixedByCrawl');
  const audit = (createdAt: Date, summary: AuditSummary) => ({
    workspaceId,
    site,
    url: site,
    status: 'done' as const,
    progress: 100,
    pageBudget: 500,
    pagesCrawled: summary.pagesCrawled,
    summary,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + 7 * minute),
    finishedAt: new Date(createdAt.getTime() + 7 * minute),
  });
  const [first, latest] = await tx
    .insert(seoAudits)
    .values([
      {
        ...audit(at(-8 * day), {
          pagesCrawled: 136,
          stoppedEarly: null,
          issues: byPriority(firstFound),
          new: firstFound.length,
          stillOpen: 0,
          resolved: 0,
        }),
        createdBy: userId,
        trigger: 'user' as const,
      },
      {
        ...audit(at(-day), {
          pagesCrawled: 142,
          stoppedEarly: null,
          issues: byPriority(latestFound),
          new: latestFound.filter((issue) => issue.state === 'new').length,
          stillOpen: latestFound.filter((issue) => issue.state !== 'new').length,
          resolved: sampleIssues.filter((issue) => issue.state === 'fixedByCrawl').length,
        }),
        createdBy: null,
        trigger: 'weekly' as const,
      },
    ])
    .returning({ id: seoAudits.id, finishedAt: seoAudits.finishedAt });
  const firstSeen = { auditId: first!.id, at: first!.finishedAt! };
  const lastSeen = { auditId: latest!.id, at: latest!.finishedAt! };

  await tx.insert(seoIssues).values(
    sampleIssues.map(({ check, page, detail, state }) => {
      const firstBy = state === 'new' ? lastSeen : firstSeen;
      const lastBy = state === 'fixedByCrawl' ? firstSeen : lastSeen;
      const fixed =
        state === 'fixedByUser'
          ? { fixedBy: 'user' as const, fixedAt: at(-3 * 3600 * 1000), fixedByUser: userId }
          : state === 'fixedByCrawl'
            ? { fixedBy: 'crawl' as const, fixedAt: lastSeen.at }
            : {};
      return {
        workspaceId,
        site,
        check,
        page: `${site}${page}`,
        detail,
        priority: auditChecks[check].priority,
        status: state === 'fixedByUser' || state === 'fixedByCrawl' ? ('fixed' as const) : ('pending' as const),
        firstAuditId: firstBy.auditId,
        lastAuditId: lastBy.auditId,
        firstSeenAt: firstBy.at,
        lastSeenAt: lastBy.at,
        ...fixed,
      };
    }),
  );
}

async function insertSampleResearch(tx: SampleTransaction, { workspaceId, userId, projectId }: SampleSeoScope, now: Date): Promise<void> {
  const started = new Date(now.getTime() - 3 * day);
  const limit = featureLimit('starter', 'competitor_analysis');
  await tx.insert(seoCompetitorAnalyses).values({
    workspaceId,
    createdBy: userId,
    projectId,
    site,
    url: site,
    named: sampleCompetitors.map((competitor) => competitor.domain),
    // The smallest plan's limit: the sample's two competitors fit every plan.
    competitorLimit: typeof limit === 'number' ? limit : null,
    status: 'done',
    progress: 100,
    result: { source: 'project', competitors: sampleCompetitors.map(competitorReport), siteKeywords, provider: configured },
    createdAt: started,
    updatedAt: new Date(started.getTime() + 4 * minute),
    finishedAt: new Date(started.getTime() + 4 * minute),
  });
  // The Domain Authority tile's figure, as a provider gave it the day of the analysis.
  await tx.insert(seoDomainMetrics).values({
    workspaceId,
    domain: new URL(site).host,
    authority: 34,
    backlinks: 1840,
    referringDomains: 212,
    traffic: 3900,
    fetchedAt: started,
  });
  await tx.insert(seoKeywordResearch).values({
    workspaceId,
    createdBy: userId,
    projectId,
    term: researchTerm,
    ideas: sampleIdeas.map((idea) => ({ ...idea, saved: savedIdeas.has(idea.keyword) })),
    provider: configured,
    createdAt: new Date(now.getTime() - 2 * day),
  });
}

/** A competitor as the analysis reports it: six pages read, its keywords compared with the site's. */
function competitorReport({ domain, topKeywords, ...figures }: (typeof sampleCompetitors)[number]): CompetitorReport {
  const own = new Set(siteKeywords);
  return {
    domain,
    url: `https://${domain}/`,
    error: null,
    pagesRead: 6,
    topKeywords,
    keywordGap: topKeywords.filter((keyword) => !own.has(keyword)),
    sharedKeywords: topKeywords.filter((keyword) => own.has(keyword)),
    ...figures,
  };
}

function byPriority(issues: readonly { check: AuditCheckId }[]): Record<IssuePriority, number> {
  const counts: Record<IssuePriority, number> = { High: 0, Medium: 0, Low: 0 };
  for (const { check } of issues) counts[auditChecks[check].priority]++;
  return counts;
}

/** What the title checks write: its length and the title. */
function titleDetail(title: string): string {
  return `${title.length} characters: “${title}”`;
}

/** SEO's part of the Sample workspace (ServerModule.sample): the screens of its first project, Sunrise Bakery. */
export const seoSampleRows: SampleRows = {
  async insert(tx, { workspaceId, userId, now, projects }) {
    const project = projects.find((candidate) => candidate.url === site);
    if (!project) throw new Error(`The sample has no project at ${site}`);
    await insertSampleSeo(tx, { workspaceId, userId, projectId: project.id }, now);
  },
};
