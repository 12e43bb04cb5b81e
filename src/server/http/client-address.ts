import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is calling, for rate limits: the socket's address, or behind the operator's own proxy
 * (TRUST_PROXY) the address that proxy appended last to X-Forwarded-For. Entries before it are
 * whatever the client sent, so they never count.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwardedAddress(c.req.header('x-forwarded-for')) : undefined;
  // An in-process call made for no request (a workflow's) has no socket.
  const socket = (c.env as { incoming?: unknown } | undefined)?.incoming ? getConnInfo(c).remote.address : 'in-process';
  return forwarded || socket || 'unknown';
}

export function lastForwardedAddress(header: string | undefined): string | undefined {
  return header?.split(',').at(-1)?.trim() || undefined;
}
