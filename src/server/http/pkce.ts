import { createHash, randomBytes } from 'node:crypto';

export interface PkcePair {
  /** Kept by Uplift until the code exchange. */
  verifier: string;
  /** Sent in the authorize URL, with code_challenge_method=S256. */
  challenge: string;
}

/** RFC 7636: a 43-character verifier of 32 random bytes and its S256 challenge. */
export function createPkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The OAuth `state` that ties a callback to the browser that started the connection. */
export function createOAuthState(): string {
  return randomBytes(24).toString('base64url');
}

/** The state is stored only as its hash: a copy of the database cannot finish someone's connection. */
export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}
