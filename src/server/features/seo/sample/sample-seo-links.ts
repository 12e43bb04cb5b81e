import type { Backlink, OpportunityStatus, OpportunityType } from '@/shared/seo/links';
import { seoBacklinks, seoLinkOpportunities } from '../links/schema';
import type { SampleTransaction } from '../../../sample-workspace/sample-rows';
import type { SampleSiteScope } from './sample-seo-scope';

const day = 24 * 3600 * 1000;

/**
 * Pages that could link to the bakery, as a search finds them (relevance: the share of the project's
 * five keywords on the page), how many days ago, and for Acquired ones the link verified on the page.
 */
const sampleOpportunities: ReadonlyArray<{
  page: string;
  type: OpportunityType;
  relevance: number;
  authority: number | null;
  reason: string;
  status: OpportunityStatus;
  foundDaysAgo: number;
  link?: { path: string; anchorText: string; rel: Backlink['rel'] };
}> = [
  {
    page: 'https://bristolfoodguide.example.org/best-bakeries',
    type: 'competitor_link',
    relevance: 80,
    authority: 41,
    reason: 'links to crumbandco.example.com',
    status: 'Acquired',
    foundDaysAgo: 26,
    link: { path: '/', anchorText: 'Sunrise Bakery', rel: 'follow' },
  },
  {
    page: 'https://breadlovers.example.com/blog/where-to-buy-sourdough',
    type: 'competitor_link',
    relevance: 60,
    authority: 33,
    reason: 'links to thedailyloaf.example.net',
    status: 'Contacted',
    foundDaysAgo: 12,
  },
  {
    page: 'https://homebakingclub.example.org/resources',
    type: 'resource_page',
    relevance: 60,
    authority: 29,
    reason: 'lists useful links',
    status: 'Acquired',
    foundDaysAgo: 26,
    link: { path: '/menu/sourdough-starter-kit', anchorText: 'sourdough starter kit', rel: 'nofollow' },
  },
  {
    page: 'https://citymarket.example.com/links/local-producers',
    type: 'resource_page',
    relevance: 40,
    authority: 22,
    reason: 'lists useful links',
    status: 'Pending',
    foundDaysAgo: 5,
  },
  {
    page: 'https://thekitchenjournal.example.com/write-for-us',
    type: 'write_for_us',
    relevance: 40,
    authority: 47,
    reason: 'invites guest posts',
    status: 'Contacted',
    foundDaysAgo: 12,
  },
  {
    page: 'https://flourandwater.example.net/contribute',
    type: 'write_for_us',
    relevance: 60,
    authority: 35,
    reason: 'invites guest posts',
    status: 'Pending',
    foundDaysAgo: 5,
  },
  {
    page: 'https://localeats.example.com/reviews/sunrise-bakery',
    type: 'unlinked_mention',
    relevance: 80,
    authority: 31,
    reason: 'mentions Sunrise Bakery',
    status: 'Acquired',
    foundDaysAgo: 19,
    link: { path: '/', anchorText: 'Sunrise Bakery on Mill Lane', rel: 'follow' },
  },
  {
    page: 'https://weekendguide.example.com/saturday-market',
    type: 'unlinked_mention',
    relevance: 40,
    authority: null,
    reason: 'mentions Sunrise Bakery',
    status: 'Pending',
    foundDaysAgo: 5,
  },
];

/** Link Building for the sample project: opportunities in each status, and the Acquired ones' verified backlinks. */
export async function insertSampleLinks(
  tx: SampleTransaction,
  { workspaceId, userId, projectId, site }: SampleSiteScope,
  now: Date,
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const rows = await tx
    .insert(seoLinkOpportunities)
    .values(
      sampleOpportunities.map(({ page, type, relevance, authority, reason, status, foundDaysAgo }) => ({
        workspaceId,
        projectId,
        site,
        domain: new URL(page).host,
        page,
        type,
        relevance,
        authority,
        reason,
        status,
        foundAt: at(foundDaysAgo),
        // Contacted three days after it was found; acquired a week after that.
        contactedAt: status === 'Pending' ? null : at(foundDaysAgo - 3),
        acquiredAt: status === 'Acquired' ? at(foundDaysAgo - 10) : null,
      })),
    )
    .returning({ id: seoLinkOpportunities.id, page: seoLinkOpportunities.page, acquiredAt: seoLinkOpportunities.acquiredAt });

  await tx.insert(seoBacklinks).values(
    rows.flatMap((row) => {
      const link = sampleOpportunities.find((opportunity) => opportunity.page === row.page)?.link;
      if (!link || !row.acquiredAt) return [];
      return [
        {
          workspaceId,
          opportunityId: row.id,
          site,
          sourceUrl: row.page,
          targetUrl: `${site}${link.path}`,
          anchorText: link.anchorText,
          rel: link.rel,
          status: 'live' as const,
          firstVerifiedAt: row.acquiredAt,
          lastCheckedAt: at(2),
          createdBy: userId,
        },
      ];
    }),
  );
}
