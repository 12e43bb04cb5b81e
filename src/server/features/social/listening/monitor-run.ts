import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { listeningSourceLabels, type Sentiment } from '@/shared/social/listening';
import type { AiEngine } from '../../../ai';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import { noticeToMember } from '../social-notices';
import { lexiconSentiment } from './lexicon';
import { socialListeningMentions, socialListeningMonitors, socialListeningRuns } from './schema';
import { sentimentRecipe } from './sentiment-recipe';
import { type FoundPost, type ListeningSources, SearchFailure } from './sources';
import { isSpike, spikeRule } from './spike';

type Monitor = typeof socialListeningMonitors.$inferSelect;

/** New mentions one run keeps at most (the newest), and how many the AI labels per call. */
const perRun = 200;
const perSentimentCall = 50;
const hourMs = 3_600_000;
/** The longest text kept of a mention: a Reddit post's body may run to 40,000 characters. */
const textLimit = 4000;

/** What the database can store of a network's text: no NUL, no unpaired surrogate, and not all of a long one. */
const storable = (text: string) =>
  text
    .slice(0, textLimit)
    .replace(/\0/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * One check of a monitor: every term on every source, new mentions stored with their sentiment, the
 * run recorded (found, or what failed), and a spike told once. A source that fails leaves the others'
 * mentions stored; the next run tries it again.
 */
export class MonitorRun {
  constructor(private readonly deps: { db: Database; sources: ListeningSources; ai: AiEngine; notify: Notify; logger: Logger }) {}

  async run(monitorId: string, slot: string): Promise<void> {
    const { db } = this.deps;
    const [monitor] = await db.select().from(socialListeningMonitors).where(eq(socialListeningMonitors.id, monitorId));
    if (!monitor) return;
    // The slot's row: the same job run again after a restart finds it, finished or not.
    await db.insert(socialListeningRuns).values({ monitorId, slot }).onConflictDoNothing();
    const [run] = await db
      .select()
      .from(socialListeningRuns)
      .where(and(eq(socialListeningRuns.monitorId, monitorId), eq(socialListeningRuns.slot, slot)));
    if (!run || run.finishedAt) return;
    const { found, errors } = await this.search(monitor);
    const fresh = await this.store(monitor, found);
    await db
      .update(socialListeningRuns)
      .set({ finishedAt: new Date(), found: fresh, error: errors.length ? errors.join('\n') : null })
      .where(eq(socialListeningRuns.id, run.id));
    await this.watchForSpike(monitor);
  }

  private async search(monitor: Monitor): Promise<{ found: FoundPost[]; errors: string[] }> {
    const { sources, logger } = this.deps;
    const found: FoundPost[] = [];
    const errors: string[] = [];
    for (const source of monitor.sources) {
      try {
        for (const term of monitor.terms) {
          if (source === 'mastodon' && monitor.mastodonInstance) found.push(...(await sources.mastodon(monitor.mastodonInstance, term)));
          if (source === 'bluesky') found.push(...(await sources.bluesky(term)));
          if (source === 'reddit') found.push(...(await sources.reddit(term)));
        }
      } catch (error) {
        if (!(error instanceof SearchFailure)) logger.error('social listening search failed', { source, error: (error as Error).message });
        errors.push(error instanceof SearchFailure ? error.message : `${listeningSourceLabels[source]} could not be searched.`);
      }
    }
    const excluded = monitor.excludedTerms.map((term) => term.replace(/^"|"$/g, '').toLowerCase());
    return { found: found.filter((post) => !excluded.some((term) => post.text.toLowerCase().includes(term))), errors };
  }

  /** Stores the posts not seen before; answers how many that was. */
  private async store(monitor: Monitor, found: FoundPost[]): Promise<number> {
    const { db } = this.deps;
    const unique = new Map(found.map((post) => [`${post.source} ${post.remoteId}`, post]));
    if (unique.size === 0) return 0;
    const known = await db
      .select({ source: socialListeningMentions.source, remoteId: socialListeningMentions.remoteId })
      .from(socialListeningMentions)
      .where(
        and(
          eq(socialListeningMentions.monitorId, monitor.id),
          inArray(
            socialListeningMentions.remoteId,
            [...unique.values()].map((post) => post.remoteId),
          ),
        ),
      );
    for (const row of known) unique.delete(`${row.source} ${row.remoteId}`);
    const fresh = [...unique.values()].sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime()).slice(0, perRun);
    if (fresh.length === 0) return 0;
    const labels = await this.sentiments(monitor, fresh);
    const inserted = await db
      .insert(socialListeningMentions)
      .values(
        fresh.map((post, index) => ({
          workspaceId: monitor.workspaceId,
          monitorId: monitor.id,
          source: post.source,
          remoteId: post.remoteId,
          author: storable(post.author),
          authorUrl: post.authorUrl,
          text: storable(post.text),
          url: post.url,
          postedAt: post.postedAt,
          sentiment: labels[index] ?? 'neutral',
          replyRef: post.replyRef,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: socialListeningMentions.id });
    return inserted.length;
  }

  /** The AI's labels when a provider is configured (its token use counted to whoever made the monitor); the lexicon's otherwise. */
  private async sentiments(monitor: Monitor, posts: FoundPost[]): Promise<Sentiment[]> {
    const texts = posts.map((post) => post.text);
    if (!monitor.createdBy) return texts.map(lexiconSentiment);
    const labels: Sentiment[] = [];
    for (let start = 0; start < texts.length; start += perSentimentCall) {
      const batch = texts.slice(start, start + perSentimentCall);
      const who = { workspaceId: monitor.workspaceId, userId: monitor.createdBy };
      const draft = await this.deps.ai.write(sentimentRecipe(monitor.name, batch), who).catch((error: Error) => {
        this.deps.logger.warn('mention sentiment fell back to the lexicon', { error: error.message });
        return { payload: batch.map(lexiconSentiment) };
      });
      labels.push(...draft.payload);
    }
    return labels;
  }

  /** A spike is told when it starts; it ends at the first run below the rule, and the next one is told again. */
  private async watchForSpike(monitor: Monitor): Promise<void> {
    const { db } = this.deps;
    const hourAgo = new Date(Date.now() - hourMs).toISOString();
    const weekBefore = new Date(Date.now() - (spikeRule.trailingHours + 1) * hourMs).toISOString();
    const [counts] = await db
      .select({
        lastHour: sql<number>`count(*) filter (where ${socialListeningMentions.postedAt} > ${hourAgo}::timestamptz)`.mapWith(Number),
        trailingWeek:
          sql<number>`count(*) filter (where ${socialListeningMentions.postedAt} <= ${hourAgo}::timestamptz and ${socialListeningMentions.postedAt} > ${weekBefore}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(socialListeningMentions)
      .where(eq(socialListeningMentions.monitorId, monitor.id));
    const monitorRow = eq(socialListeningMonitors.id, monitor.id);
    if (!counts || !isSpike(counts)) {
      await db
        .update(socialListeningMonitors)
        .set({ spikeSince: null })
        .where(and(monitorRow, isNotNull(socialListeningMonitors.spikeSince)));
      return;
    }
    const started = await db
      .update(socialListeningMonitors)
      .set({ spikeSince: new Date() })
      .where(and(monitorRow, isNull(socialListeningMonitors.spikeSince)))
      .returning({ id: socialListeningMonitors.id });
    if (started.length === 0 || !monitor.createdBy) return;
    const title = `Mentions of ${monitor.name} are spiking: ${counts.lastHour} in the last hour`;
    await noticeToMember(this.deps, {
      userId: monitor.createdBy,
      workspaceId: monitor.workspaceId,
      kind: 'social_mentions',
      title,
      body: 'Far more than usual. See them in the Social Engine’s Listening tab.',
      link: `/social?tab=listening&monitor=${monitor.id}`,
      email: { subject: title, text: 'Far more than usual. See what people are saying in the Social Engine’s Listening tab.' },
    });
  }
}
