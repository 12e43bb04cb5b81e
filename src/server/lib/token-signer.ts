import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** 128 bits of HMAC-SHA256: enough that a forged link is never guessed, short enough for an e-mail's links. */
const signatureBytes = 16;

/**
 * Signs the identifiers that public links carry (tracking, unsubscribe, opt-in confirmation), so an
 * altered link is refused without a database read. Each purpose signs with its own key derived from
 * the app's secret: a token made for one purpose is refused by every other.
 */
export class TokenSigner {
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly secret: string) {}

  /** `payload` must not contain '.'; base64url text never does. */
  sign(purpose: string, payload: string): string {
    return `${payload}.${this.signature(purpose, payload).toString('base64url')}`;
  }

  /** The payload of a token this signer made for `purpose`, or null. */
  verify(purpose: string, token: string): string | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.signature(purpose, payload);
    return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
  }

  private signature(purpose: string, payload: string): Buffer {
    return createHmac('sha256', this.key(purpose)).update(payload).digest().subarray(0, signatureBytes);
  }

  private key(purpose: string): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, 'uplift-token-signer', purpose, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
