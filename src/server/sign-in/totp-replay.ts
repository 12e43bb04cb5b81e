import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { credentialMessages } from '@/shared/credentials';
import { errorCodes } from '@/shared/error-codes';
import type { Database } from '../db/database';
import { twoFactor } from '../auth/schema';

/** The app's codes, as better-auth's two-factor plugin is configured: 6 digits a 30-second step, a step either side accepted. */
export const totpOptions = { digits: 6, period: 30 } as const;
const acceptedSteps = [-1, 0, 1];

/**
 * A code from the app works once (RFC 6238 §5.2): two sign-ins waiting at the second step must not
 * both get in with it. better-auth's plugin accepts a code as often as it is valid, so before it
 * verifies one (the sign-in's second step, turning two-factor on, and our own checks through
 * `verifyTOTP`) this takes the code's time step for the user, atomically, and refuses a step at or
 * before the last one taken. A wrong code is left to better-auth, which counts it.
 */
export function totpReplayGuard(db: Database): BetterAuthPlugin {
  return {
    id: 'uplift-totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            const userId = typeof code === 'string' ? await verifyingUser(ctx) : null;
            if (!userId) return;
            const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = stepOfCode(secret, code as string, Date.now());
            if (step === null) return;
            const taken = await db
              .update(twoFactor)
              .set({ lastTotpStep: step })
              .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
              .returning({ id: twoFactor.id });
            if (taken.length === 0) {
              throw new APIError('UNAUTHORIZED', { code: errorCodes.TOTP_CODE_USED, message: credentialMessages.twoFactorCodeUsed });
            }
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The signed-in user turning two-factor on, or the one half-way through signing in (the plugin's cookie). */
async function verifyingUser(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (session) return session.user.id;
  const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

/** The time step whose code `code` is, within the steps better-auth accepts; null for a wrong code. */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  const current = Math.floor(now / 1000 / totpOptions.period);
  for (const offset of acceptedSteps) {
    const expected = Buffer.from(hotp(secret, current + offset));
    if (expected.length === Buffer.byteLength(code) && timingSafeEqual(expected, Buffer.from(code))) return current + offset;
  }
  return null;
}

/** RFC 4226 with SHA-1; better-auth uses the stored secret's UTF-8 bytes as the key. */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** totpOptions.digits;
  return String(value).padStart(totpOptions.digits, '0');
}
