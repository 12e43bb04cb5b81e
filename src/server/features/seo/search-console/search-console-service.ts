import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  type chooseSearchConsolePropertySchema,
  type SearchConsoleState,
  searchConsoleMessages as messages,
} from '@/shared/seo/search-console';
import { user } from '../../../auth/schema';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { Viewer } from '../../../auth/viewer';
import type { ConnectionRow, GoogleAccess } from './google-access';
import type { GoogleClient } from './google-client';
import { GoogleFailure } from './google-errors';
import { seoSearchConsoleConnections, seoSearchConsoleRows } from './schema';
import { projectOf, requireSearchConsolePlan } from './scope';
import { importRange } from './search-console-rules';

/** The queries the screen lists: the most clicked. */
const rowsShown = 100;

/** A project's Search Console: what is connected and imported, the property choice, the import and disconnecting. */
export class SearchConsoleService {
  constructor(
    private readonly deps: { db: Database; entitlements: Entitlements; access: GoogleAccess; google: GoogleClient; logger: Logger },
  ) {}

  async state(viewer: Viewer, projectId: string): Promise<SearchConsoleState> {
    const { db } = this.deps;
    await projectOf(db, viewer, projectId);
    const configured = (await this.deps.access.app()) !== null;
    const [found] = await db
      .select({ connection: seoSearchConsoleConnections, name: user.name, email: user.email })
      .from(seoSearchConsoleConnections)
      .leftJoin(user, eq(user.id, seoSearchConsoleConnections.connectedBy))
      .where(this.mine(viewer, projectId));
    if (!found) return { configured, connection: null, rows: [], total: 0, range: null, importedAt: null };
    const { connection } = found;
    const rows = await db
      .select({
        query: seoSearchConsoleRows.query,
        clicks: seoSearchConsoleRows.clicks,
        impressions: seoSearchConsoleRows.impressions,
        ctr: seoSearchConsoleRows.ctr,
        position: seoSearchConsoleRows.position,
      })
      .from(seoSearchConsoleRows)
      .where(eq(seoSearchConsoleRows.connectionId, connection.id))
      .orderBy(desc(seoSearchConsoleRows.clicks), desc(seoSearchConsoleRows.impressions), asc(seoSearchConsoleRows.query))
      .limit(rowsShown);
    const [total] = await db
      .select({ value: count() })
      .from(seoSearchConsoleRows)
      .where(eq(seoSearchConsoleRows.connectionId, connection.id));
    return {
      configured,
      connection: {
        property: connection.siteUrl,
        connectedAt: connection.connectedAt.toISOString(),
        connectedBy: found.name || found.email || null,
        problem: connection.problem,
      },
      properties: connection.properties,
      rows,
      total: total?.value ?? 0,
      range: connection.importedFrom && connection.importedTo ? { from: connection.importedFrom, to: connection.importedTo } : null,
      importedAt: connection.importedAt?.toISOString() ?? null,
    };
  }

  /** Chooses the property to import from, one of the Google account's; another property's rows go. */
  async chooseProperty(viewer: Viewer, input: z.output<typeof chooseSearchConsolePropertySchema>): Promise<SearchConsoleState> {
    const connection = await this.connectionToChange(viewer, input.projectId);
    if (!connection.properties.includes(input.property))
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, messages.unknownProperty);
    if (connection.siteUrl !== input.property) {
      await this.deps.db.transaction(async (tx) => {
        await tx.delete(seoSearchConsoleRows).where(eq(seoSearchConsoleRows.connectionId, connection.id));
        await tx
          .update(seoSearchConsoleConnections)
          .set({ siteUrl: input.property, problem: null, importedFrom: null, importedTo: null, importedAt: null })
          .where(eq(seoSearchConsoleConnections.id, connection.id));
      });
    }
    return this.state(viewer, input.projectId);
  }

  /**
   * Imports the last 28 days' queries of the chosen property, in place of the project's last import.
   * One call to Google, answered within seconds: it runs in the request.
   */
  async runImport(viewer: Viewer, projectId: string): Promise<SearchConsoleState> {
    const { db, access, google } = this.deps;
    const connection = await this.connectionToChange(viewer, projectId);
    const app = await access.app();
    if (!app) throw new ServiceError(409, errorCodes.NETWORK_NOT_CONFIGURED, messages.keysMissing);
    const siteUrl = connection.siteUrl;
    if (!siteUrl) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, messages.noPropertyChosen);
    const range = importRange(new Date());
    let rows;
    try {
      rows = await access.withToken(app, connection, (accessToken) => google.queries(accessToken, siteUrl, range));
    } catch (error) {
      if (!(error instanceof GoogleFailure)) throw error;
      throw await this.failed(connection, error);
    }
    await db.transaction(async (tx) => {
      await tx.delete(seoSearchConsoleRows).where(eq(seoSearchConsoleRows.connectionId, connection.id));
      if (rows.length > 0)
        await tx
          .insert(seoSearchConsoleRows)
          .values(rows.map((row) => ({ ...row, connectionId: connection.id, workspaceId: viewer.workspaceId })));
      await tx
        .update(seoSearchConsoleConnections)
        .set({ importedFrom: range.from, importedTo: range.to, importedAt: new Date(), problem: null })
        .where(eq(seoSearchConsoleConnections.id, connection.id));
    });
    return this.state(viewer, projectId);
  }

  /**
   * Forgets the project's tokens and imported rows. The grant is not revoked at Google: it is the
   * Google account's for this app, and revoking it would end the account's other projects' connections too.
   */
  async disconnect(viewer: Viewer, projectId: string): Promise<void> {
    await projectOf(this.deps.db, viewer, projectId);
    await this.deps.db.delete(seoSearchConsoleConnections).where(this.mine(viewer, projectId));
  }

  /** The project's connection, for a change that needs the plan and an Owner or Editor. */
  private async connectionToChange(viewer: Viewer, projectId: string): Promise<ConnectionRow> {
    await projectOf(this.deps.db, viewer, projectId);
    await requireSearchConsolePlan(this.deps.entitlements, viewer);
    const [connection] = await this.deps.db.select().from(seoSearchConsoleConnections).where(this.mine(viewer, projectId));
    if (!connection) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, messages.notConnected);
    return connection;
  }

  /** Google's failure as the screen says it; one that lasts (a lost grant, a property out of reach) stays on the connection until a success. */
  private async failed(connection: ConnectionRow, failure: GoogleFailure): Promise<ServiceError> {
    if (failure.kind === 'setup') return new ServiceError(409, errorCodes.NETWORK_NOT_CONFIGURED, failure.message);
    if (failure.kind === 'unavailable') {
      this.deps.logger.warn('search console import failed; the person may try again', { error: failure.message });
      return new ServiceError(502, errorCodes.ERROR, failure.message);
    }
    await this.deps.db
      .update(seoSearchConsoleConnections)
      .set({ problem: failure.message })
      .where(eq(seoSearchConsoleConnections.id, connection.id));
    return new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, failure.message);
  }

  private mine(viewer: Viewer, projectId: string) {
    return and(eq(seoSearchConsoleConnections.workspaceId, viewer.workspaceId), eq(seoSearchConsoleConnections.projectId, projectId));
  }
}
