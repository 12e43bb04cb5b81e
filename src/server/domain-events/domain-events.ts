import { eq } from 'drizzle-orm';
import type { DomainEventType } from '@/shared/domain-events';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import { domainEvents } from './schema';

export interface DomainEvent {
  id: string;
  workspaceId: string;
  type: DomainEventType;
  data: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * An area that acts on other areas' events (webhooks, workflows). Each subscriber has a queue of its
 * own, so one that fails and retries does not run the others again; `handle` must therefore be safe
 * to run twice for one event (a retry after a crash).
 */
export interface DomainEventSubscriber {
  /** Unique among subscribers; names the queue, `domain-event.<name>`. */
  name: string;
  handle(event: DomainEvent): Promise<void>;
}

const queueOf = (subscriber: string) => `domain-event.${subscriber}`;
/** Events a subscriber's worker takes at once: a burst (a bulk publish) is not heard one every polling interval. */
const eventsPerBatch = 20;

/**
 * The one way an area says that something happened (`emit`), and how the areas that act on it hear
 * of it. The event is stored first and each subscriber's job refers to it, so a restart loses nothing.
 */
export class DomainEvents {
  private subscribers: readonly DomainEventSubscriber[] = [];

  constructor(private readonly deps: { db: Database; jobs: JobQueue; logger: Logger }) {}

  /**
   * Starts a worker per subscriber. start-server calls it once the app answers (subscribers act
   * through the self API) and before any area's job runs (an area's job may emit).
   */
  async listen(subscribers: readonly DomainEventSubscriber[]): Promise<void> {
    // Every queue exists before an event is queued to it: pg-boss refuses a batch naming one that does not.
    for (const subscriber of subscribers) await this.deps.jobs.createQueue(queueOf(subscriber.name));
    this.subscribers = subscribers;
    for (const subscriber of subscribers) {
      const queue = queueOf(subscriber.name);
      // The handler may run before work() answers the worker's id.
      const held = { id: '' };
      held.id = await this.deps.jobs.work<{ eventId: string }>(queue, { batchSize: eventsPerBatch }, async (jobs) => {
        // Side by side; one that throws fails the batch, whose retry is harmless (handle is idempotent).
        await Promise.all(
          jobs.map(async (job) => {
            const event = await this.find(job.data.eventId);
            // Gone with its workspace: nothing is left to tell.
            if (event) await subscriber.handle(event);
          }),
        );
        // A full batch means a burst: fetch again at once instead of after the 2 s polling interval.
        if (jobs.length === eventsPerBatch && held.id) this.deps.jobs.boss.notifyWorker(held.id);
      });
    }
  }

  /**
   * Records that `type` happened in the workspace and queues it for every subscriber. A failure here
   * is logged, never thrown: what happened has happened, and the caller's answer must not change.
   */
  async emit(workspaceId: string, type: DomainEventType, data: Record<string, unknown>): Promise<void> {
    await this.emitMany([{ workspaceId, type, data }]);
  }

  /**
   * `emit` for many events at once (a batch of posts gone out), in two statements rather than two
   * per event: on PGlite's one connection, a burst's events otherwise held up the work behind them.
   */
  async emitMany(events: ReadonlyArray<Omit<DomainEvent, 'id' | 'occurredAt'>>): Promise<void> {
    if (events.length === 0) return;
    try {
      const rows = await this.deps.db
        .insert(domainEvents)
        .values([...events])
        .returning({ id: domainEvents.id });
      if (this.subscribers.length === 0) return;
      await this.deps.jobs.insert(
        rows.flatMap((row) =>
          this.subscribers.map((subscriber) => ({
            name: queueOf(subscriber.name),
            data: { eventId: row.id },
            retryLimit: 5,
            retryDelay: 30,
            retryBackoff: true,
          })),
        ),
      );
    } catch (error) {
      const types = [...new Set(events.map((event) => event.type))].join(', ');
      this.deps.logger.error('domain event not recorded', {
        type: types,
        events: events.length,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async find(id: string): Promise<DomainEvent | null> {
    const [row] = await this.deps.db.select().from(domainEvents).where(eq(domainEvents.id, id));
    return row ? { ...row, type: row.type as DomainEventType } : null;
  }
}
