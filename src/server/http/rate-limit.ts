import type { Context, Env, MiddlewareHandler } from 'hono';
import { apiMessages } from '@/shared/messages';
import { clientAddress } from './client-address';
import { apiError } from './errors';

/** A count of requests per caller: FixedWindowLimit (shared by every process) or one in memory. */
export interface RequestAllowance {
  /** Counts one request from `caller`; false once its allowance is spent. */
  allow(caller: string): boolean | Promise<boolean>;
}

/**
 * Refuses with 429 TOO_MANY_REQUESTS once `limit` says the caller has spent its allowance, before
 * the handler runs. `callerOf` names the caller: an address (`byAddress`) or the signed-in user.
 */
export function rateLimit<E extends Env>(
  limit: RequestAllowance,
  callerOf: (c: Context<E>) => string,
  message: string = apiMessages.tooManyRequests,
): MiddlewareHandler<E> {
  return async (c, next) => {
    if (!(await limit.allow(callerOf(c)))) return apiError(c, 429, 'TOO_MANY_REQUESTS', message);
    await next();
  };
}

/** The caller as the address the request came from (client-address.ts). */
export const byAddress =
  (trustProxy: boolean) =>
  (c: Context): string =>
    clientAddress(c, trustProxy);
