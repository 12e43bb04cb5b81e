import { z } from 'zod';
import type { SecretBox } from '../../../settings/secret-box';

const oauthCredentials = z.object({
  kind: z.literal('oauth'),
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  scope: z.string().nullable(),
});
const mastodonCredentials = z.object({ kind: z.literal('mastodon'), accessToken: z.string() });
const blueskyCredentials = z.object({
  kind: z.literal('bluesky'),
  session: z.object({ serviceUrl: z.string(), did: z.string(), handle: z.string(), accessJwt: z.string(), refreshJwt: z.string() }),
  // Kept so that Reconnect can start a session Bluesky has ended without asking for it again.
  appPassword: z.string(),
});
const credentialsSchema = z.discriminatedUnion('kind', [oauthCredentials, mastodonCredentials, blueskyCredentials]);

/** What an account needs to act on its network; stored sealed, never sent to the browser. */
export type AccountCredentials = z.infer<typeof credentialsSchema>;
export type OAuthCredentials = z.infer<typeof oauthCredentials>;

/** Seals and opens accounts' credentials under a key of their own. */
export class CredentialsVault {
  constructor(private readonly box: SecretBox) {}

  seal(credentials: AccountCredentials): string {
    return this.box.seal(JSON.stringify(credentials));
  }

  /** null when there are none (a disconnected account) or they cannot be opened (APP_SECRET changed). */
  open(sealed: string | null): AccountCredentials | null {
    if (!sealed) return null;
    try {
      return credentialsSchema.parse(JSON.parse(this.box.open(sealed)));
    } catch {
      return null;
    }
  }

  sealText(value: string): string {
    return this.box.seal(value);
  }

  openText(sealed: string): string | null {
    try {
      return this.box.open(sealed);
    } catch {
      return null;
    }
  }
}
