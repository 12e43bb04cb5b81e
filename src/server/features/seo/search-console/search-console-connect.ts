import { and, eq, lt } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { searchConsoleMessages as messages } from '@/shared/seo/search-console';
import { requireEditor } from '../../../auth/permissions';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import type { GoogleAccess } from './google-access';
import type { GoogleClient, GoogleTokens } from './google-client';
import { GoogleFailure } from './google-errors';
import { hashState, startAuthorization } from '../../../http/oauth-client';
import { seoSearchConsoleConnections, seoSearchConsoleConnectRequests, seoSearchConsoleRows } from './schema';
import { projectOf, requireSearchConsolePlan } from './scope';
import { propertyFor } from './search-console-rules';

/** How long the browser may take at Google's consent page. */
const connectWindowMs = 10 * 60_000;

export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
  error_description?: string;
}

/**
 * Connecting a project's Search Console: Google's consent page for the operator's app (PKCE, a
 * state stored hashed for this user, workspace and project), then the callback that stores the
 * tokens sealed and the Google account's properties.
 */
export class SearchConsoleConnect {
  constructor(
    private readonly deps: { db: Database; entitlements: Entitlements; access: GoogleAccess; google: GoogleClient; publicUrl: string },
  ) {}

  private get redirectUri(): string {
    return `${this.deps.publicUrl}/api/seo/search-console/callback`;
  }

  /** Where the browser goes to let Uplift read the project's Search Console. */
  async start(viewer: Viewer, projectId: string): Promise<{ url: string }> {
    const { db, access, google } = this.deps;
    await projectOf(db, viewer, projectId);
    await requireSearchConsolePlan(this.deps.entitlements, viewer);
    const app = await access.app();
    if (!app) throw new ServiceError(409, errorCodes.NETWORK_NOT_CONFIGURED, messages.keysMissing);
    // Connections never finished are forgotten here rather than by a job of their own.
    await db.delete(seoSearchConsoleConnectRequests).where(lt(seoSearchConsoleConnectRequests.expiresAt, new Date()));
    const { state, verifier, challenge } = await startAuthorization();
    await db.insert(seoSearchConsoleConnectRequests).values({
      stateHash: hashState(state),
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      projectId,
      codeVerifier: access.seal(verifier),
      expiresAt: new Date(Date.now() + connectWindowMs),
    });
    return { url: google.authorizeUrl(app, { redirectUri: this.redirectUri, state, codeChallenge: challenge }) };
  }

  /**
   * Google sent the browser back: the state must be one this user started in this workspace, not
   * expired, and used once. Throws CONNECT_FAILED with the reason when the connection was not made.
   */
  async complete(viewer: Viewer, query: CallbackQuery): Promise<void> {
    const { db, access, google } = this.deps;
    if (!query.state) throw connectFailure(messages.connectExpired);
    const [request] = await db
      .delete(seoSearchConsoleConnectRequests)
      .where(
        and(
          eq(seoSearchConsoleConnectRequests.stateHash, hashState(query.state)),
          eq(seoSearchConsoleConnectRequests.userId, viewer.userId),
          eq(seoSearchConsoleConnectRequests.workspaceId, viewer.workspaceId),
        ),
      )
      .returning();
    if (!request || request.expiresAt.getTime() < Date.now()) throw connectFailure(messages.connectExpired);
    requireEditor(viewer);
    const project = await projectOf(db, viewer, request.projectId);
    await requireSearchConsolePlan(this.deps.entitlements, viewer);
    if (query.error || !query.code)
      throw connectFailure(query.error === 'access_denied' ? messages.denied : messages.notAuthorised(query.error_description));
    const app = await access.app();
    if (!app) throw connectFailure(messages.keysMissing);
    const verifier = access.open(request.codeVerifier);
    if (!verifier) throw connectFailure(messages.connectExpired);
    try {
      const grant = { code: query.code, state: query.state, redirectUri: this.redirectUri, codeVerifier: verifier };
      const tokens = await google.exchangeCode(app, grant);
      const properties = await google.properties(tokens.accessToken);
      if (properties.length === 0) throw connectFailure(messages.noProperties);
      await this.save(viewer, project, tokens, properties);
    } catch (error) {
      if (error instanceof GoogleFailure) throw connectFailure(error.message);
      throw error;
    }
  }

  /**
   * The project's connection, new or made again: a property still in the account's list stays
   * chosen, else the one for the site is chosen when there is no doubt; another property's rows go.
   */
  private async save(
    viewer: Viewer,
    project: { id: string; url: string | null },
    tokens: GoogleTokens,
    properties: string[],
  ): Promise<void> {
    const { db, access } = this.deps;
    const mine = and(
      eq(seoSearchConsoleConnections.workspaceId, viewer.workspaceId),
      eq(seoSearchConsoleConnections.projectId, project.id),
    );
    await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(seoSearchConsoleConnections).where(mine);
      const refreshToken = tokens.refreshToken ? access.seal(tokens.refreshToken) : existing?.refreshToken;
      if (!refreshToken) throw connectFailure(messages.noOfflineAccess);
      const siteUrl = existing?.siteUrl && properties.includes(existing.siteUrl) ? existing.siteUrl : propertyFor(properties, project.url);
      const values = {
        accessToken: access.seal(tokens.accessToken),
        accessTokenExpiresAt: tokens.expiresAt,
        refreshToken,
        properties,
        siteUrl,
        connectedBy: viewer.userId,
        connectedAt: new Date(),
        problem: null,
      };
      if (!existing) {
        // Two callbacks at once (two tabs) meet on the unique index: the later one's tokens win.
        await tx
          .insert(seoSearchConsoleConnections)
          .values({ ...values, workspaceId: viewer.workspaceId, projectId: project.id })
          .onConflictDoUpdate({ target: [seoSearchConsoleConnections.workspaceId, seoSearchConsoleConnections.projectId], set: values });
        return;
      }
      const otherProperty = siteUrl !== existing.siteUrl;
      if (otherProperty) await tx.delete(seoSearchConsoleRows).where(eq(seoSearchConsoleRows.connectionId, existing.id));
      await tx
        .update(seoSearchConsoleConnections)
        .set({ ...values, ...(otherProperty ? { importedFrom: null, importedTo: null, importedAt: null } : {}) })
        .where(eq(seoSearchConsoleConnections.id, existing.id));
    });
  }
}

function connectFailure(reason: string): ServiceError {
  return new ServiceError(400, errorCodes.CONNECT_FAILED, reason);
}
