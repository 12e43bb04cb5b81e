import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the secret in the invitation link. Only its hash is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as newInvitationToken writes it; anything else cannot name an invitation. */
export const invitationTokenPattern = /^[A-Za-z0-9_-]{43}$/;
