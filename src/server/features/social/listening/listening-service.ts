import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  type ListeningMentionsQuery,
  type ListeningMentionsView,
  type ListeningMonitorView,
  type ListeningReplyResult,
  listeningInstanceOrigin,
  listeningMessages,
  listeningMonitorCap,
  listeningMonitorSchema,
  listeningReplySchema,
  listeningSourceLabels,
  sentiments,
} from '@/shared/social/listening';
import type { z } from 'zod';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { errorCodes } from '@/shared/error-codes';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { AccountAccess } from '../accounts/account-access';
import { NetworkError, type ReplyTarget } from '../networks/types';
import type { NetworkGateway } from '../publishing/network-gateway';
import { socialAccounts } from '../schema';
import type { ListeningQueue } from './listening-queue';
import { socialListeningMentions, socialListeningMonitors, socialListeningRuns } from './schema';

type MonitorInput = z.output<typeof listeningMonitorSchema>;
const feedSize = 200;

/** Monitors, their mentions and replies to them, in the viewer's workspace (the plan's gate is the routes'). */
export class ListeningService {
  constructor(private readonly deps: { db: Database; queue: ListeningQueue; gateway: NetworkGateway; access: AccountAccess }) {}

  async monitors(viewer: Viewer): Promise<ListeningMonitorView[]> {
    const { db } = this.deps;
    const monitors = await db
      .select()
      .from(socialListeningMonitors)
      .where(eq(socialListeningMonitors.workspaceId, viewer.workspaceId))
      .orderBy(socialListeningMonitors.createdAt);
    if (monitors.length === 0) return [];
    const ids = monitors.map((monitor) => monitor.id);
    const lastRuns = await db
      .selectDistinctOn([socialListeningRuns.monitorId])
      .from(socialListeningRuns)
      .where(and(inArray(socialListeningRuns.monitorId, ids), isNotNull(socialListeningRuns.finishedAt)))
      .orderBy(socialListeningRuns.monitorId, desc(socialListeningRuns.finishedAt));
    const totals = await db
      .select({ monitorId: socialListeningMentions.monitorId, mentions: count() })
      .from(socialListeningMentions)
      .where(inArray(socialListeningMentions.monitorId, ids))
      .groupBy(socialListeningMentions.monitorId);
    return monitors.map((monitor) => {
      const run = lastRuns.find((entry) => entry.monitorId === monitor.id);
      return {
        id: monitor.id,
        name: monitor.name,
        terms: monitor.terms,
        excludedTerms: monitor.excludedTerms,
        sources: monitor.sources,
        mastodonInstance: monitor.mastodonInstance ? new URL(monitor.mastodonInstance).host : null,
        lastCheckedAt: run?.finishedAt?.toISOString() ?? null,
        lastError: run?.error ?? null,
        lastFound: run?.found ?? null,
        mentions: totals.find((entry) => entry.monitorId === monitor.id)?.mentions ?? 0,
        createdAt: monitor.createdAt.toISOString(),
      };
    });
  }

  async create(viewer: Viewer, input: MonitorInput): Promise<{ id: string }> {
    const { db } = this.deps;
    const [existing] = await db
      .select({ value: count() })
      .from(socialListeningMonitors)
      .where(eq(socialListeningMonitors.workspaceId, viewer.workspaceId));
    if ((existing?.value ?? 0) >= listeningMonitorCap)
      throw new ServiceError(409, errorCodes.PLAN_LIMIT_REACHED, listeningMessages.monitorCap);
    const [created] = await db
      .insert(socialListeningMonitors)
      .values({ workspaceId: viewer.workspaceId, createdBy: viewer.userId, ...columnsOf(input) })
      .returning({ id: socialListeningMonitors.id });
    // The first check at once: a new monitor shows what it finds without waiting for the quarter hour.
    await this.deps.queue.enqueue(created!.id, 'asked');
    return { id: created!.id };
  }

  async update(viewer: Viewer, id: string, input: MonitorInput): Promise<{ id: string }> {
    const [updated] = await this.deps.db
      .update(socialListeningMonitors)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(this.ours(viewer, id))
      .returning({ id: socialListeningMonitors.id });
    if (!updated) throw notFound();
    return updated;
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const removed = await this.deps.db
      .delete(socialListeningMonitors)
      .where(this.ours(viewer, id))
      .returning({ id: socialListeningMonitors.id });
    if (removed.length === 0) throw notFound();
  }

  async checkNow(viewer: Viewer, id: string): Promise<void> {
    const [monitor] = await this.deps.db
      .select({ id: socialListeningMonitors.id })
      .from(socialListeningMonitors)
      .where(this.ours(viewer, id));
    if (!monitor) throw notFound();
    await this.deps.queue.enqueue(monitor.id, 'asked');
  }

  async mentions(viewer: Viewer, query: ListeningMentionsQuery): Promise<ListeningMentionsView> {
    const { db } = this.deps;
    if (query.monitorId) {
      const [monitor] = await db
        .select({ id: socialListeningMonitors.id })
        .from(socialListeningMonitors)
        .where(this.ours(viewer, query.monitorId));
      if (!monitor) throw notFound();
    }
    const filters: SQL[] = [eq(socialListeningMentions.workspaceId, viewer.workspaceId)];
    if (query.monitorId) filters.push(eq(socialListeningMentions.monitorId, query.monitorId));
    if (query.source) filters.push(eq(socialListeningMentions.source, query.source));
    const bySentiment = await db
      .select({ sentiment: socialListeningMentions.sentiment, value: count() })
      .from(socialListeningMentions)
      .where(and(...filters))
      .groupBy(socialListeningMentions.sentiment);
    if (query.sentiment) filters.push(eq(socialListeningMentions.sentiment, query.sentiment));
    const rows = await db
      .select()
      .from(socialListeningMentions)
      .where(and(...filters))
      .orderBy(desc(socialListeningMentions.postedAt))
      .limit(feedSize);
    return {
      mentions: rows.map((row) => ({
        id: row.id,
        monitorId: row.monitorId,
        source: row.source,
        author: row.author,
        authorUrl: row.authorUrl,
        text: row.text,
        url: row.url,
        postedAt: row.postedAt.toISOString(),
        sentiment: row.sentiment,
      })),
      counts: Object.fromEntries(
        sentiments.map((sentiment) => [sentiment, bySentiment.find((entry) => entry.sentiment === sentiment)?.value ?? 0]),
      ) as ListeningMentionsView['counts'],
    };
  }

  /** A reply from a connected account of the mention's network; Reddit has none here. */
  async reply(viewer: Viewer, mentionId: string, input: z.output<typeof listeningReplySchema>): Promise<ListeningReplyResult> {
    const { db, gateway, access } = this.deps;
    const [mention] = await db
      .select()
      .from(socialListeningMentions)
      .where(and(eq(socialListeningMentions.id, mentionId), eq(socialListeningMentions.workspaceId, viewer.workspaceId)));
    if (!mention) throw notFound();
    const ref = mention.replyRef;
    if (mention.source === 'reddit' || !ref) throw new ServiceError(400, errorCodes.BAD_REQUEST, listeningMessages.redditNoReply);
    const label = listeningSourceLabels[mention.source];
    const [account] = await db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.workspaceId, viewer.workspaceId),
          eq(socialAccounts.network, mention.source),
          eq(socialAccounts.status, 'connected'),
          isNotNull(socialAccounts.credentials),
          ...(input.accountId ? [eq(socialAccounts.id, input.accountId)] : []),
        ),
      )
      .orderBy(socialAccounts.createdAt)
      .limit(1);
    if (!account) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, listeningMessages.noAccount(label));
    try {
      let replyTo: ReplyTarget;
      if (ref.network === 'mastodon') {
        const statusId = await gateway.resolveMastodonStatus(account, ref.uri);
        if (!statusId) throw new ServiceError(400, errorCodes.BAD_REQUEST, listeningMessages.notFoundOnInstance);
        replyTo = { network: 'mastodon', statusId };
      } else {
        replyTo = { network: 'bluesky', root: ref.root, parent: ref.parent };
      }
      // Mastodon keeps the key for an hour: the same reply sent again (a retry) is one status there.
      const idempotencyKey = `listening-reply:${mention.id}:${createHash('sha256').update(input.text).digest('hex').slice(0, 32)}`;
      const published = await gateway.publish(account, { text: input.text, media: [], idempotencyKey, datedAt: new Date(), replyTo });
      return { url: published.url };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.kind === 'auth') {
        await access.lost(account, error.message);
        throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, listeningMessages.noAccount(label));
      }
      throw new ServiceError(502, errorCodes.ERROR, error.message);
    }
  }

  private ours(viewer: Viewer, id: string) {
    return and(eq(socialListeningMonitors.id, id), eq(socialListeningMonitors.workspaceId, viewer.workspaceId));
  }
}

function columnsOf(input: MonitorInput) {
  return {
    name: input.name,
    terms: input.terms,
    excludedTerms: input.excludedTerms,
    sources: input.sources,
    mastodonInstance: input.sources.includes('mastodon') && input.mastodonInstance ? listeningInstanceOrigin(input.mastodonInstance) : null,
  };
}
