import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import type { z } from 'zod';
import {
  type Prospect,
  type ProspectInput,
  prospectInputSchema,
  type prospectListQuerySchema,
  prospectMessages as text,
  type ProspectPage,
  prospectsPageSize,
  type prospectUpdateSchema,
} from '@/shared/outreach/prospects';
import { requireEditor } from '../../../auth/permissions';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { OpportunityToContact } from '../../seo';
import { registrableDomain, startAddress } from '../discovery/site-domain';
import { outreachProspects } from './schema';

type ProspectRow = typeof outreachProspects.$inferSelect;

/** Queues the reading of a prospect's site for contacts (the discovery job). */
export type QueueDiscovery = (prospectId: string, guessFor: string | null) => Promise<void>;

/** A workspace's prospects: one per site (registrable domain), added by hand or by a search. */
export class ProspectsService {
  constructor(
    private readonly deps: {
      db: Database;
      queueDiscovery: QueueDiscovery;
      /** "Mark as responded" stops the prospect's sequences, as a reply read from the mailbox does. */
      responded?: (workspaceId: string, prospectId: string) => Promise<void>;
      /** One of SEO Tools' link opportunities of the workspace, for Contact on Link Building. */
      opportunity?: (workspaceId: string, id: string) => Promise<OpportunityToContact | null>;
    },
  ) {}

  /** Pages are kept until the workspace's prospects change (db/workspace-reads.ts); searches are read afresh. */
  async list(viewer: Viewer, query: z.output<typeof prospectListQuerySchema>): Promise<ProspectPage> {
    if (query.search) return this.readPage(viewer, query);
    return readWorkspaceRows(
      this.deps.db,
      {
        name: 'outreach.prospects',
        tables: ['outreach_prospects'],
        workspaceId: viewer.workspaceId,
        variant: `${query.status ?? ''}|${query.page}`,
        rows: (page) => page.prospects.length,
      },
      () => this.readPage(viewer, query),
    );
  }

  private async readPage(viewer: Viewer, query: z.output<typeof prospectListQuerySchema>): Promise<ProspectPage> {
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const where = and(
      eq(outreachProspects.workspaceId, viewer.workspaceId),
      query.status ? eq(outreachProspects.status, query.status) : undefined,
      pattern ? or(ilike(outreachProspects.domain, pattern), ilike(outreachProspects.siteName, pattern)) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.deps.db
        .select()
        .from(outreachProspects)
        .where(where)
        .orderBy(desc(outreachProspects.createdAt), desc(outreachProspects.id))
        .limit(prospectsPageSize)
        .offset((query.page - 1) * prospectsPageSize),
      this.deps.db.select({ total: count() }).from(outreachProspects).where(where),
    ]);
    return { prospects: rows.map(prospectOf), total: counted?.total ?? 0, page: query.page, pageSize: prospectsPageSize };
  }

  async get(viewer: Viewer, id: string): Promise<Prospect> {
    return prospectOf(await this.rowOf(viewer, id));
  }

  /** Adds the site of `address` and starts reading it for contacts; a site already there is refused. */
  async add(viewer: Viewer, input: ProspectInput): Promise<Prospect> {
    requireEditor(viewer);
    const { address, niche } = prospectInputSchema.parse(input);
    const page = siteAddress(address);
    const domain = registrableDomain(page.hostname);
    const [row] = await this.deps.db
      .insert(outreachProspects)
      .values({ workspaceId: viewer.workspaceId, domain, pageUrl: page.href, niche })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ServiceError(409, errorCodes.PROSPECT_EXISTS, text.exists(domain));
    await this.deps.queueDiscovery(row.id, null);
    return prospectOf(row);
  }

  /**
   * Contact on Link Building: the opportunity's site as a prospect, found on its page with SEO's
   * authority and reason, and read for contacts; the prospect already there when the site is one.
   */
  async fromOpportunity(viewer: Viewer, opportunityId: string): Promise<{ prospect: Prospect; created: boolean }> {
    requireEditor(viewer);
    const opportunity = await this.deps.opportunity?.(viewer.workspaceId, opportunityId);
    if (!opportunity) throw notFound();
    const domain = registrableDomain(new URL(opportunity.page).hostname);
    const [row] = await this.deps.db
      .insert(outreachProspects)
      .values({
        workspaceId: viewer.workspaceId,
        domain,
        pageUrl: opportunity.page,
        authority: opportunity.authority,
        opportunity: opportunity.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await this.deps.queueDiscovery(row.id, null);
      return { prospect: prospectOf(row), created: true };
    }
    const [existing] = await this.deps.db
      .select()
      .from(outreachProspects)
      .where(and(eq(outreachProspects.workspaceId, viewer.workspaceId), eq(outreachProspects.domain, domain)));
    if (!existing) throw notFound();
    return { prospect: prospectOf(existing), created: false };
  }

  /** Reads the site again (with address guesses for a name, when asked). */
  async rediscover(viewer: Viewer, id: string, guessFor: string | null): Promise<Prospect> {
    requireEditor(viewer);
    await this.rowOf(viewer, id);
    const [row] = await this.deps.db
      .update(outreachProspects)
      .set({ discoveryStatus: 'queued', discoveryError: null, updatedAt: new Date() })
      .where(and(eq(outreachProspects.id, id), eq(outreachProspects.workspaceId, viewer.workspaceId)))
      .returning();
    await this.deps.queueDiscovery(id, guessFor);
    return prospectOf(row!);
  }

  /** Marks a contacted prospect Responded by hand, or sets the partner mark. */
  async update(viewer: Viewer, id: string, update: z.output<typeof prospectUpdateSchema>): Promise<Prospect> {
    requireEditor(viewer);
    const current = await this.rowOf(viewer, id);
    if (update.status === 'responded' && current.status === 'new')
      throw new ServiceError(409, errorCodes.WRONG_STATUS, text.onlyContactedResponds);
    const [row] = await this.deps.db
      .update(outreachProspects)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(outreachProspects.id, id), eq(outreachProspects.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    if (update.status === 'responded') await this.deps.responded?.(viewer.workspaceId, id);
    return prospectOf(row);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const removed = await this.deps.db
      .delete(outreachProspects)
      .where(and(eq(outreachProspects.id, id), eq(outreachProspects.workspaceId, viewer.workspaceId)))
      .returning({ id: outreachProspects.id });
    if (removed.length === 0) throw notFound();
  }

  private async rowOf(viewer: Viewer, id: string): Promise<ProspectRow> {
    const [row] = await this.deps.db
      .select()
      .from(outreachProspects)
      .where(and(eq(outreachProspects.id, id), eq(outreachProspects.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }
}

/** The page a user typed, as a web address: a bare domain is its home page over HTTPS. */
function siteAddress(address: string): URL {
  try {
    const url = startAddress(address);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) return url;
  } catch {
    // Said below, in the user's terms.
  }
  throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.notASite);
}

export function prospectOf(row: ProspectRow): Prospect {
  return {
    id: row.id,
    domain: row.domain,
    pageUrl: row.pageUrl,
    siteName: row.siteName,
    niche: row.niche,
    authority: row.authority,
    traffic: row.traffic,
    opportunity: row.opportunity,
    status: row.status,
    partner: row.partner,
    contacts: row.contacts,
    socials: row.socials,
    discovery: {
      status: row.discoveryStatus,
      pagesRead: row.pagesRead,
      error: row.discoveryError,
      finishedAt: row.discoveredAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
