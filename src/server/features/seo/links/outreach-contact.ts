import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { seoLinkOpportunities } from './schema';

export interface OpportunityToContact {
  page: string;
  domain: string;
  authority: number | null;
  reason: string;
}

/** For AI Outreach's Contact on Link Building: one of the workspace's opportunities, or null. */
export async function opportunityToContact(db: Database, workspaceId: string, id: string): Promise<OpportunityToContact | null> {
  const [row] = await db
    .select({
      page: seoLinkOpportunities.page,
      domain: seoLinkOpportunities.domain,
      authority: seoLinkOpportunities.authority,
      reason: seoLinkOpportunities.reason,
    })
    .from(seoLinkOpportunities)
    .where(and(eq(seoLinkOpportunities.id, id), eq(seoLinkOpportunities.workspaceId, workspaceId)));
  return row ?? null;
}

/**
 * Opportunity → Contacted for the pages on a site (its registrable domain and any host below it),
 * once AI Outreach's first message to the site has gone: the step Contact takes by hand here.
 */
export async function markOpportunitiesContacted(db: Database, workspaceId: string, siteDomain: string, at: Date): Promise<void> {
  const { domain } = seoLinkOpportunities;
  await db
    .update(seoLinkOpportunities)
    .set({ status: 'Contacted', contactedAt: at })
    .where(
      and(
        eq(seoLinkOpportunities.workspaceId, workspaceId),
        eq(seoLinkOpportunities.status, 'Pending'),
        or(eq(domain, siteDomain), eq(sql`right(${domain}, ${siteDomain.length + 1})`, `.${siteDomain}`)),
      ),
    );
}
