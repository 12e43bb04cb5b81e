import type { TokenSigner } from '../../../lib/token-signer';

const purpose = 'monetization-postback';

/**
 * A program's postback URL carries its id and version, signed: the program comes from the token, so
 * another workspace's program can never be named, and Regenerate (a new version) refuses the old URL.
 */
export class PostbackTokens {
  constructor(
    private readonly signer: TokenSigner,
    private readonly publicUrl: string,
  ) {}

  urlOf(program: { id: string; postbackVersion: number }): string {
    const payload = `${program.id.replaceAll('-', '')}v${program.postbackVersion}`;
    return `${this.publicUrl}/api/monetization/postbacks/${this.signer.sign(purpose, payload)}`;
  }

  /** The program and version a token names, or null when it was not made here. */
  read(token: string): { programId: string; version: number } | null {
    const payload = token.length <= 200 ? this.signer.verify(purpose, token) : null;
    const match = payload ? /^([0-9a-f]{32})v(\d{1,9})$/.exec(payload) : null;
    if (!match) return null;
    const hex = match[1]!;
    const programId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { programId, version: Number(match[2]) };
  }
}
