import type { ReceivedRequest } from '../../../test/fake-http';

// In a file of its own: fake-oauth.ts imports each network's fake API, and each of those takes this.

/** What a network's fake API may ask of the authorization server. */
export interface FakeApiContext {
  origin: string;
  clientId: string;
  clientSecret: string;
  /** Whether the request carries an access token this server issued and has not revoked. */
  authorized(request: ReceivedRequest): boolean;
  /** Whether this server issued the token and has not revoked it (a token sent in a query or a body). */
  accepts(token: string): boolean;
  /** A new access token the server accepts from now on, as a network's own token exchange hands out. */
  issueToken(): string;
}
