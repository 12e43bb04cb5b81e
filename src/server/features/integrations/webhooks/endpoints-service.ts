import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreatedWebhookEndpoint,
  type WebhookEndpoint,
  type webhookEndpointInputSchema,
  type webhookEndpointUpdateSchema,
  webhookMessages,
} from '@/shared/integrations/webhooks';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { createAddressPolicy } from '../../../http/address-policy';
import { apiCallMessages, type GuardedApi } from '../../../http/guarded-api';
import type { Clock } from '../../../lib/clock';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { SecretBox } from '../../../settings/secret-box';
import { webhookEndpoints } from './schema';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** How long a rotated secret keeps signing beside the new one, as Svix does: time for receivers to switch. */
export const previousSecretMs = 24 * 60 * 60_000;

/** Standard Webhooks' secret: whsec_ and the base64 of random bytes (24 to 64; Svix uses 24). */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const publicAddresses = createAddressPolicy();

/** A workspace's webhook endpoints and their signing secrets. */
export class EndpointsService {
  constructor(
    private readonly deps: {
      db: Database;
      secrets: SecretBox;
      /** Says whether plain http may be spoken; deliveries go through it. */
      guardedApi: Pick<GuardedApi, 'plainHttpAllowed'>;
      clock: Clock;
    },
  ) {}

  async list(viewer: Viewer): Promise<WebhookEndpoint[]> {
    const rows = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workspaceId, viewer.workspaceId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    return rows.map(toEndpoint);
  }

  async get(viewer: Viewer, id: string): Promise<WebhookEndpoint> {
    return toEndpoint(await this.find(viewer, id));
  }

  async create(
    viewer: Viewer,
    input: z.output<typeof webhookEndpointInputSchema>,
    source: EndpointRow['source'] = 'settings',
  ): Promise<CreatedWebhookEndpoint> {
    this.checkReachable(input.url);
    const secret = newSecret();
    const [row] = await this.deps.db
      .insert(webhookEndpoints)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        url: input.url,
        description: input.description,
        eventTypes: input.eventTypes,
        secret: this.deps.secrets.seal(secret),
        source,
      })
      .returning();
    return { ...toEndpoint(row!), secret };
  }

  /** Turning an endpoint on again forgets the failures that turned it off. */
  async update(viewer: Viewer, id: string, input: z.output<typeof webhookEndpointUpdateSchema>): Promise<WebhookEndpoint> {
    if (input.url !== undefined) this.checkReachable(input.url);
    const current = await this.find(viewer, id);
    const turnedOn = input.enabled === true && !current.enabled;
    const [row] = await this.deps.db
      .update(webhookEndpoints)
      .set({
        ...input,
        ...(turnedOn && { disabledReason: null, failingSince: null }),
        ...(input.enabled === false && { disabledReason: null }),
        updatedAt: new Date(),
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, viewer.workspaceId)))
      .returning();
    if (!row) throw notFound();
    return toEndpoint(row);
  }

  /** Deletes an endpoint; `source` keeps a REST hook's unsubscribe to the endpoints such a hook made. */
  async remove(viewer: Viewer, id: string, source?: EndpointRow['source']): Promise<void> {
    const removed = await this.deps.db
      .delete(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.workspaceId, viewer.workspaceId),
          source ? eq(webhookEndpoints.source, source) : undefined,
        ),
      )
      .returning({ id: webhookEndpoints.id });
    if (removed.length === 0) throw notFound();
  }

  async revealSecret(viewer: Viewer, id: string): Promise<{ secret: string }> {
    return { secret: this.deps.secrets.open((await this.find(viewer, id)).secret) };
  }

  /** A new secret; the old one signs beside it for a day, so a receiver that still checks it keeps working. */
  async rotateSecret(viewer: Viewer, id: string): Promise<{ secret: string }> {
    const current = await this.find(viewer, id);
    const secret = newSecret();
    await this.deps.db
      .update(webhookEndpoints)
      .set({
        secret: this.deps.secrets.seal(secret),
        previousSecret: current.secret,
        previousSecretUntil: new Date(this.deps.clock.now() + previousSecretMs),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, current.id));
    return { secret };
  }

  async find(viewer: Pick<Viewer, 'workspaceId'>, id: string): Promise<EndpointRow> {
    const [row] = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Refuses what no delivery could reach: plain http, and an address on a private network, unless the
   * server may reach its own network (FETCH_ALLOW_PRIVATE_NETWORK, the tests' loopback). A name that
   * resolves to such an address is refused by the guarded client when it is sent to.
   */
  private checkReachable(address: string): void {
    if (this.deps.guardedApi.plainHttpAllowed) return;
    const url = new URL(address);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (url.protocol !== 'https:') throw new ServiceError(400, 'VALIDATION_FAILED', webhookMessages.urlInvalid);
    if (isIP(host) && !publicAddresses(host)) throw new ServiceError(400, 'VALIDATION_FAILED', apiCallMessages.blocked);
  }
}

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
