import { eq } from 'drizzle-orm';
import { searchConsoleMessages as messages } from '@/shared/seo/search-console';
import type { Database } from '../../../db/database';
import type { ApiKeySettings } from '../../../settings/service';
import type { SecretBox } from '../../../settings/secret-box';
import type { GoogleApp, GoogleClient, GoogleTokens } from './google-client';
import { GoogleFailure } from './google-errors';
import { seoSearchConsoleConnections } from './schema';

export type ConnectionRow = typeof seoSearchConsoleConnections.$inferSelect;

/** An access token this close to its expiry is renewed before use: a slow call must not outlive it. */
const renewalLeadMs = 60_000;

/**
 * The operator's Google app (read per call: keys entered in Admin → API Keys work at once) and a
 * connection's tokens: sealed at rest, the access token renewed when it has expired.
 */
export class GoogleAccess {
  constructor(private readonly deps: { db: Database; apiKeys: Pick<ApiKeySettings, 'get'>; google: GoogleClient; box: SecretBox }) {}

  async app(): Promise<GoogleApp | null> {
    const [clientId, clientSecret] = await Promise.all([
      this.deps.apiKeys.get('GOOGLE_SEARCH_CONSOLE_CLIENT_ID'),
      this.deps.apiKeys.get('GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET'),
    ]);
    return clientId && clientSecret ? { clientId, clientSecret } : null;
  }

  seal(value: string): string {
    return this.deps.box.seal(value);
  }

  /** null when it cannot be opened (APP_SECRET changed): the connection must be made again. */
  open(sealed: string): string | null {
    try {
      return this.deps.box.open(sealed);
    } catch {
      return null;
    }
  }

  /** The columns that store a token exchange's or renewal's tokens (the refresh token only when Google sent one). */
  tokenColumns(tokens: GoogleTokens): Partial<ConnectionRow> {
    return {
      accessToken: this.seal(tokens.accessToken),
      accessTokenExpiresAt: tokens.expiresAt,
      ...(tokens.refreshToken ? { refreshToken: this.seal(tokens.refreshToken) } : {}),
    };
  }

  /** Runs `call` with a working access token: renewed first when it has expired, and once more when Google refuses it. */
  async withToken<T>(app: GoogleApp, connection: ConnectionRow, call: (accessToken: string) => Promise<T>): Promise<T> {
    const expired = connection.accessTokenExpiresAt !== null && connection.accessTokenExpiresAt.getTime() - renewalLeadMs <= Date.now();
    const stored = this.open(connection.accessToken);
    const first = expired || !stored ? await this.renew(app, connection) : stored;
    try {
      return await call(first);
    } catch (error) {
      if (!(error instanceof GoogleFailure) || error.kind !== 'unauthorized') throw error;
    }
    try {
      return await call(await this.renew(app, connection));
    } catch (error) {
      // Refused with a token just renewed: the grant no longer lets Uplift in.
      if (error instanceof GoogleFailure && error.kind === 'unauthorized') throw new GoogleFailure('reconnect', messages.reconnect);
      throw error;
    }
  }

  private async renew(app: GoogleApp, connection: ConnectionRow): Promise<string> {
    const refreshToken = this.open(connection.refreshToken);
    if (!refreshToken) throw new GoogleFailure('reconnect', messages.reconnect);
    const tokens = await this.deps.google.refresh(app, refreshToken);
    await this.deps.db
      .update(seoSearchConsoleConnections)
      .set(this.tokenColumns(tokens))
      .where(eq(seoSearchConsoleConnections.id, connection.id));
    return tokens.accessToken;
  }
}
