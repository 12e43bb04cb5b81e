import { and, count, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { deliveriesPerPage, type WebhookDelivery, type WebhookDeliveryPage, webhookTestEventType } from '@/shared/integrations/webhooks';
import type { Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import type { DomainEvent, DomainEventSubscriber } from '../../../domain-events/domain-events';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/service-error';
import type { AttemptQueue } from './attempt-queue';
import type { EndpointsService } from './endpoints-service';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema';

type NewDelivery = { workspaceId: string; endpointId: string; eventId: string | null; eventType: string; body: string };

/** The body every attempt sends: Standard Webhooks' recommended envelope. */
export function deliveryBody(type: string, occurredAt: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
}

/**
 * What the workspace's endpoints are sent: a delivery per endpoint and event, made by the domain
 * events' `webhooks` subscriber, a test, or resent by hand; and the log of their attempts.
 */
export class DeliveriesService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      endpoints: EndpointsService;
      queue: AttemptQueue;
      clock: Clock;
    },
  ) {}

  readonly subscriber: DomainEventSubscriber = { name: 'webhooks', handle: (event) => this.fanOut(event) };

  /**
   * One delivery for each enabled endpoint that wants the event. Run twice for an event (a retry
   * after a crash), it makes none twice: the deliveries are unique per endpoint and event.
   */
  private async fanOut(event: DomainEvent): Promise<void> {
    const { db, entitlements } = this.deps;
    const endpoints = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.workspaceId, event.workspaceId),
          eq(webhookEndpoints.enabled, true),
          or(isNull(webhookEndpoints.eventTypes), sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`),
        ),
      );
    if (endpoints.length === 0) return;
    // A workspace whose plan no longer has webhooks keeps its endpoints but is sent nothing.
    if (!(await entitlements.of({ workspaceId: event.workspaceId, isAdmin: false })).allows('webhooks')) return;
    const body = deliveryBody(event.type, event.occurredAt, event.data);
    await this.deliver(
      endpoints.map((endpoint) => ({
        workspaceId: event.workspaceId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        body,
      })),
    );
  }

  /** Stores the deliveries with their first attempt, due now, and queues those attempts. */
  private async deliver(deliveries: readonly NewDelivery[]): Promise<Array<typeof webhookDeliveries.$inferSelect>> {
    const scheduledAt = new Date(this.deps.clock.now());
    const { made, attempts } = await this.deps.db.transaction(async (tx) => {
      const made = await tx
        .insert(webhookDeliveries)
        .values([...deliveries])
        .onConflictDoNothing()
        .returning();
      const attempts = made.length
        ? await tx
            .insert(webhookAttempts)
            .values(made.map((delivery) => ({ deliveryId: delivery.id, attempt: 1, trigger: 'schedule' as const, scheduledAt })))
            .returning({ id: webhookAttempts.id, scheduledAt: webhookAttempts.scheduledAt })
        : [];
      return { made, attempts };
    });
    await this.deps.queue.enqueue(attempts);
    return made;
  }

  /** A test event to one endpoint, sent and retried as any other. */
  async sendTest(viewer: Viewer, endpointId: string): Promise<WebhookDelivery> {
    const endpoint = await this.deps.endpoints.find(viewer, endpointId);
    const [made] = await this.deliver([
      {
        workspaceId: viewer.workspaceId,
        endpointId: endpoint.id,
        eventId: null,
        eventType: webhookTestEventType,
        body: deliveryBody(webhookTestEventType, new Date(), {
          endpointId: endpoint.id,
          message: 'A test event from Uplift: your endpoint is reachable and can check the signature.',
        }),
      },
    ]);
    return (await this.withAttempts([made!]))[0]!;
  }

  /**
   * Sends the delivery again, with its id: an attempt the schedule still holds is brought forward to
   * now; otherwise a new attempt follows the last.
   */
  async resend(viewer: Viewer, endpointId: string, deliveryId: string): Promise<void> {
    const { db, clock } = this.deps;
    const delivery = await this.find(viewer, endpointId, deliveryId);
    const now = new Date(clock.now());
    let [attempt] = await db
      .update(webhookAttempts)
      .set({ scheduledAt: now })
      .where(and(eq(webhookAttempts.deliveryId, delivery.id), eq(webhookAttempts.status, 'scheduled')))
      .returning({ id: webhookAttempts.id, scheduledAt: webhookAttempts.scheduledAt });
    if (!attempt) {
      const [last] = await db
        .select({ attempt: max(webhookAttempts.attempt) })
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, delivery.id));
      // Two resends at once number the same attempt: the second is the first's, already queued.
      [attempt] = await db
        .insert(webhookAttempts)
        .values({ deliveryId: delivery.id, attempt: (last?.attempt ?? 0) + 1, trigger: 'resend', scheduledAt: now })
        .onConflictDoNothing()
        .returning({ id: webhookAttempts.id, scheduledAt: webhookAttempts.scheduledAt });
    }
    await db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, delivery.id));
    await this.deps.queue.enqueue(attempt ? [attempt] : []);
  }

  /** The endpoint's deliveries, newest first, each with its attempts. */
  async log(viewer: Viewer, endpointId: string, page: number): Promise<WebhookDeliveryPage> {
    const { db } = this.deps;
    const endpoint = await this.deps.endpoints.find(viewer, endpointId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(deliveriesPerPage)
        .offset((page - 1) * deliveriesPerPage),
      db.select({ value: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ]);
    return { deliveries: await this.withAttempts(rows), total: total?.value ?? 0, page, pageSize: deliveriesPerPage };
  }

  private async find(viewer: Viewer, endpointId: string, deliveryId: string) {
    const [delivery] = await this.deps.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.workspaceId, viewer.workspaceId),
        ),
      );
    if (!delivery) throw notFound();
    return delivery;
  }

  private async withAttempts(rows: ReadonlyArray<typeof webhookDeliveries.$inferSelect>): Promise<WebhookDelivery[]> {
    if (rows.length === 0) return [];
    const attempts = await this.deps.db
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.deliveryId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(webhookAttempts.attempt);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return rows.map((row) => ({
      id: row.id,
      eventType: row.eventType,
      body: row.body,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({
          attempt: attempt.attempt,
          trigger: attempt.trigger,
          status: attempt.status,
          scheduledAt: attempt.scheduledAt.toISOString(),
          startedAt: iso(attempt.startedAt),
          finishedAt: iso(attempt.finishedAt),
          responseStatus: attempt.responseStatus,
          responseBody: attempt.responseBody,
          durationMs: attempt.durationMs,
          error: attempt.error,
        })),
    }));
  }
}
