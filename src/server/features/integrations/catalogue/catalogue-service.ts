import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import {
  type AddedIntegration,
  type IntegrationCard,
  type IntegrationSettings,
  type IntegrationsOverview,
  defaultIntegrationSettings,
  integrationsMessages as text,
} from '@/shared/integrations/catalogue';
import type { AddIntegrationInput } from '@/shared/integrations/catalogue-schemas';
import { requireEditor } from '../../../auth/permissions';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { recordUserEvent } from '../../../events/service';
import { ApiCallError } from '../../../http/guarded-api';
import type { SelfApiClient } from '../../../http/self-api';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { SecretBox } from '../../../settings/secret-box';
import type { ApiKeySettings } from '../../../settings/service';
import type { StoreAddresses } from '../stores/store-addresses';
import { managedCards } from './managed-cards';
import { type ProviderAdapter, type ProviderContext, ProviderRejection } from './providers/provider';
import { adapterOf, providerAdapters } from './providers';
import { integrationConnections } from './schema';

type ConnectionRow = typeof integrationConnections.$inferSelect;

export interface CatalogueDeps {
  db: Database;
  entitlements: Entitlements;
  apiKeys: Pick<ApiKeySettings, 'get'>;
  /** Seals credentials and custom integrations' secrets. */
  box: SecretBox;
  provider: ProviderContext;
  /** Where custom integrations receive posts (`${publicUrl}/api/integrations/incoming/<id>`). */
  publicUrl: string;
  /** Where shops post their webhooks (`${publicUrl}/api/integrations/stores/<id>`). */
  storeAddresses: StoreAddresses;
  logger: Pick<Logger, 'warn'>;
  /** Stamps connections: an import's schedule counts from them by this clock. */
  clock: Clock;
}

/**
 * The /integrations catalogue: every card with its state, and connecting, configuring and
 * disconnecting the services a workspace connects with its own credentials. A card is Connected only
 * while Uplift holds credentials the service accepted on connect.
 */
export class IntegrationsCatalogue {
  constructor(private readonly deps: CatalogueDeps) {}

  /** What adapters' calls need, for the parts that act through a connection. */
  get providerContext(): ProviderContext {
    return this.deps.provider;
  }

  async overview(viewer: Viewer, client: SelfApiClient, projectId: string | null): Promise<IntegrationsOverview> {
    const [rows, elsewhere] = await Promise.all([this.rowsOf(viewer.workspaceId), managedCards(client, this.deps.apiKeys, projectId)]);
    const byProvider = new Map(rows.filter((row) => row.provider !== 'custom').map((row) => [row.provider, row]));
    const own = (category: string) =>
      providerAdapters
        .filter((adapter) => adapter.category === category)
        .map((adapter) => this.providerCard(adapter, byProvider.get(adapter.id)));
    return {
      integrations: [
        ...elsewhere.analytics,
        ...elsewhere.social,
        ...elsewhere.email,
        ...own('email'),
        ...own('ecommerce'),
        ...elsewhere.seo,
        ...own('other'),
        ...rows.filter((row) => row.provider === 'custom').map((row) => this.customCard(row)),
      ],
      trackerSnippet: elsewhere.trackerSnippet,
    };
  }

  /** Tests the credentials with a call to the service, then keeps them sealed; refused as the service worded it. */
  async connect(viewer: Viewer, providerId: string, values: Record<string, string>): Promise<IntegrationCard> {
    requireEditor(viewer);
    const adapter = adapterOf(providerId);
    if (!adapter) throw notFound();
    const parsed = adapter.credentials.safeParse(values);
    if (!parsed.success) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, parsed.error.issues[0]?.message ?? text.updateFailed);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    const existing = await this.rowOf(viewer.workspaceId, providerId);
    if (!existing?.credentials)
      entitlement.requireFeatureRoom('basic_integrations', await this.connectedCount(viewer.workspaceId), 1, text.limitReached);

    const { label } = await this.tested(adapter, () => adapter.verify(this.deps.provider, parsed.data));
    const now = new Date(this.deps.clock.now());
    const connection = {
      credentials: this.deps.box.seal(JSON.stringify(parsed.data)),
      accountLabel: label,
      connectedBy: viewer.userId,
      connectedAt: now,
      lastSyncAt: now,
      lastError: null,
      // The schedule counts from the connection (a new key may reach other audiences).
      lastSyncStartedAt: null,
    };
    const [row] = await this.deps.db
      .insert(integrationConnections)
      .values({ workspaceId: viewer.workspaceId, provider: providerId, ...connection })
      .onConflictDoUpdate({
        target: [integrationConnections.workspaceId, integrationConnections.provider],
        targetWhere: ne(integrationConnections.provider, 'custom'),
        set: connection,
      })
      .returning();
    if (adapter.connected) {
      const receiveUrl = this.storeReceiveUrl(adapter, row!);
      try {
        await this.tested(adapter, () => adapter.connected!(this.deps.provider, parsed.data, receiveUrl));
      } catch (error) {
        // Half a connection (credentials kept, nothing posted to Uplift) would look connected and stay silent.
        await this.released(adapter, parsed.data, receiveUrl);
        await this.forget(row!.id);
        throw error;
      }
    }
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'integration_connected',
      description: `Connected ${adapter.name}`,
      data: { integration: providerId },
    });
    return this.providerCard(adapter, row);
  }

  /** Deletes the credentials: nothing is kept that could reach the service again. */
  async disconnect(viewer: Viewer, providerId: string): Promise<IntegrationCard> {
    requireEditor(viewer);
    const adapter = adapterOf(providerId);
    if (!adapter) throw notFound();
    const existing = await this.rowOf(viewer.workspaceId, providerId);
    const credentials = existing ? this.opened(existing) : null;
    if (existing && credentials) await this.released(adapter, credentials, this.storeReceiveUrl(adapter, existing));
    const row = existing ? await this.forget(existing.id) : undefined;
    if (row) {
      await recordUserEvent(this.deps.db, {
        workspaceId: viewer.workspaceId,
        userId: viewer.userId,
        type: 'integration_disconnected',
        description: `Disconnected ${adapter.name}`,
        data: { integration: providerId },
      });
    }
    return this.providerCard(adapter, row);
  }

  async updateSettings(viewer: Viewer, id: string, settings: IntegrationSettings): Promise<IntegrationCard> {
    requireEditor(viewer);
    const adapter = adapterOf(id);
    const row = adapter ? await this.rowOf(viewer.workspaceId, id) : null;
    // Only a connected integration that imports has settings (spec: only Connected ones offer Configure).
    if (!adapter || !row?.credentials || !this.hasSettings(adapter)) throw notFound();
    const [updated] = await this.deps.db
      .update(integrationConnections)
      .set({ settings })
      .where(eq(integrationConnections.id, row.id))
      .returning();
    return this.providerCard(adapter, updated);
  }

  /** Sync now: `queue` gets the connection of a connected integration that imports; any other is not found. */
  async requestSync(viewer: Viewer, id: string, queue: (connectionId: string) => Promise<void>): Promise<IntegrationCard> {
    requireEditor(viewer);
    const adapter = adapterOf(id);
    const row = adapter ? await this.rowOf(viewer.workspaceId, id) : null;
    if (!adapter || !row?.credentials || !this.hasSettings(adapter)) throw notFound();
    await queue(row.id);
    return this.providerCard(adapter, row);
  }

  /** A custom integration (Enterprise): an address of its own for incoming posts, signed with a secret shown once. */
  async addCustom(viewer: Viewer, input: AddIntegrationInput): Promise<AddedIntegration> {
    requireEditor(viewer);
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature('custom_integrations', text.customNeedsEnterprise);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const [row] = await this.deps.db
      .insert(integrationConnections)
      .values({
        workspaceId: viewer.workspaceId,
        provider: 'custom',
        name: input.name,
        category: input.category,
        description: input.description,
        incomingSecret: this.deps.box.seal(secret),
        connectedBy: viewer.userId,
      })
      .returning();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'integration_added',
      description: `Added the ${input.name} integration`,
      data: { integration: row!.id },
    });
    return { integration: this.customCard(row!), secret };
  }

  async deleteCustom(viewer: Viewer, id: string): Promise<void> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .delete(integrationConnections)
      .where(
        and(
          eq(integrationConnections.id, id),
          eq(integrationConnections.workspaceId, viewer.workspaceId),
          eq(integrationConnections.provider, 'custom'),
        ),
      )
      .returning({ id: integrationConnections.id });
    if (!row) throw notFound();
  }

  /** The credentials of a connected provider, for the parts that act through it (publishing, messages). */
  async credentialsOf(workspaceId: string, providerId: string): Promise<Record<string, string> | null> {
    const row = await this.rowOf(workspaceId, providerId);
    return row ? this.opened(row) : null;
  }

  /** The credentials of a connection of one of `providerIds` by its id, while it is connected (a shop's webhooks are signed with them). */
  async connectionCredentials(
    connectionId: string,
    providerIds: readonly string[],
  ): Promise<{ row: ConnectionRow; credentials: Record<string, string> } | null> {
    if (providerIds.length === 0) return null;
    const [row] = await this.deps.db
      .select()
      .from(integrationConnections)
      .where(and(eq(integrationConnections.id, connectionId), inArray(integrationConnections.provider, [...providerIds])));
    const credentials = row ? this.opened(row) : null;
    return row && credentials ? { row, credentials } : null;
  }

  /** Records how a call through a connection went: the card shows the last success and the error while it lasts. */
  async recordCall(workspaceId: string, providerId: string, error: string | null): Promise<void> {
    await this.deps.db
      .update(integrationConnections)
      .set(error ? { lastError: error } : { lastError: null, lastSyncAt: new Date(this.deps.clock.now()) })
      .where(and(eq(integrationConnections.workspaceId, workspaceId), eq(integrationConnections.provider, providerId)));
  }

  /** Runs a call to the service, turning what went wrong into a refusal the screen shows. */
  async tested<Result>(adapter: ProviderAdapter, call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderRejection || error instanceof ApiCallError) {
        throw new ServiceError(422, errorCodes.INTEGRATION_REJECTED, text.testFailed(adapter.name, error.message));
      }
      throw error;
    }
  }

  /** Where a shop posts its webhooks for the connection. */
  private storeReceiveUrl(adapter: ProviderAdapter, row: ConnectionRow): string {
    return this.deps.storeAddresses.urlOf(row, adapter.pastedWebhooks === 'tokened');
  }

  /** Asks the service to stop posting to Uplift; a failure is logged, never in the way of disconnecting. */
  private async released(adapter: ProviderAdapter, credentials: Record<string, string>, receiveUrl: string): Promise<void> {
    if (!adapter.disconnecting) return;
    try {
      await adapter.disconnecting(this.deps.provider, credentials, receiveUrl);
    } catch (error) {
      this.deps.logger.warn('Could not remove the service’s webhooks', {
        integration: adapter.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Deletes what could reach the service again. */
  private async forget(connectionId: string): Promise<ConnectionRow | undefined> {
    const [row] = await this.deps.db
      .update(integrationConnections)
      .set({ credentials: null, accountLabel: null, connectedAt: null, lastError: null, lastSyncSummary: null })
      .where(eq(integrationConnections.id, connectionId))
      .returning();
    return row;
  }

  private opened(row: ConnectionRow): Record<string, string> | null {
    if (!row.credentials) return null;
    try {
      return JSON.parse(this.deps.box.open(row.credentials)) as Record<string, string>;
    } catch {
      return null;
    }
  }

  /** Only the integrations that import data have settings: how often, and what. */
  private hasSettings(adapter: ProviderAdapter): boolean {
    return adapter.sync !== undefined;
  }

  private providerCard(adapter: ProviderAdapter, row: ConnectionRow | undefined): IntegrationCard {
    const connected = Boolean(row?.credentials);
    return {
      id: adapter.id,
      name: adapter.name,
      description: adapter.description,
      category: adapter.category,
      connectVia: 'form',
      connected,
      detail: connected ? row!.accountLabel : null,
      fields: adapter.fields,
      manageAt: null,
      lastSync: connected ? (row!.lastSyncAt?.toISOString() ?? null) : null,
      lastError: connected ? row!.lastError : null,
      lastSyncSummary: connected ? row!.lastSyncSummary : null,
      settings: connected && this.hasSettings(adapter) ? (row!.settings ?? defaultIntegrationSettings) : null,
      // The address the user pastes into a shop that posts there.
      incomingUrl: connected && adapter.pastedWebhooks ? this.storeReceiveUrl(adapter, row!) : null,
    };
  }

  private customCard(row: ConnectionRow): IntegrationCard {
    return {
      id: row.id,
      name: row.name ?? '',
      description: row.description ?? '',
      category: row.category ?? 'other',
      connectVia: 'custom',
      // A new custom integration starts Disconnected (spec §4) and connects with its first post.
      connected: row.lastSyncAt !== null,
      detail: null,
      fields: [],
      manageAt: null,
      lastSync: row.lastSyncAt?.toISOString() ?? null,
      lastError: row.lastError,
      lastSyncSummary: null,
      settings: null,
      incomingUrl: `${this.deps.publicUrl}/api/integrations/incoming/${row.id}`,
    };
  }

  private rowsOf(workspaceId: string) {
    return this.deps.db.select().from(integrationConnections).where(eq(integrationConnections.workspaceId, workspaceId));
  }

  private async rowOf(workspaceId: string, providerId: string): Promise<ConnectionRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(integrationConnections)
      .where(and(eq(integrationConnections.workspaceId, workspaceId), eq(integrationConnections.provider, providerId)));
    return row;
  }

  /** What the plan's basic-integrations limit counts: the services connected with the workspace's own credentials. */
  private async connectedCount(workspaceId: string): Promise<number> {
    const rows = await this.deps.db
      .select({ id: integrationConnections.id })
      .from(integrationConnections)
      .where(and(eq(integrationConnections.workspaceId, workspaceId), isNotNull(integrationConnections.credentials)));
    return rows.length;
  }
}
