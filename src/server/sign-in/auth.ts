import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { isTotpCode, credentialMessages } from '@/shared/credentials';
import { maxPasswordLength, minPasswordLength } from '@/shared/auth';
import { errorCodes } from '@/shared/error-codes';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { allowedOrigins } from '../http/allowed-origins';
import * as schema from '../auth/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { accountEvents, recordAccountEvent } from './account-events';
import type { Notify } from '../notifications/notify';
import { onboardNewUser } from './onboard-new-user';
import type { SessionCache } from '../auth/session-cache';
import { totpOptions, totpReplayGuard } from './totp-replay';
import { quietWhenIdle } from './quiet-auth-context';

/** The header our own middleware fills with the caller's address; see app.ts. */
export const clientIpHeader = 'x-uplift-client-ip';

/** How passwords are hashed and checked, in better-auth's shape. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth(options: {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  notify: Notify;
  logger: Logger;
  sessionCache: SessionCache;
  /** better-auth's own scrypt when absent; the tests pass a cheaper one (TestOverrides). */
  passwordHasher?: PasswordHasher;
}) {
  const { db, config, secret, mailer, notify, logger, sessionCache, passwordHasher } = options;
  // Set once the instance exists: the hook below asks its own endpoints to check a second factor.
  let checkSecondFactor: (code: string, headers: Headers) => Promise<unknown> = () => Promise.reject(new Error('auth is not built yet'));
  const auth = betterAuth({
    appName: 'Uplift',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // Asked per request, as our own middleware asks it: the machine's addresses may change.
    trustedOrigins: async () => allowedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      ...(passwordHasher && { password: passwordHasher }),
      // With verification on, better-auth answers a sign-up for a registered address as for a new one,
      // so the answer does not tell who has an account; the owner learns of it by mail instead.
      async onExistingUserSignUp({ user }) {
        await mailer.send({
          to: user.email,
          subject: 'Someone tried to create an Uplift account with your e-mail',
          text: `Someone, perhaps you, tried to create an Uplift account with this e-mail address, which already has one.\n\nSign in here instead:\n${config.publicUrl}/login\n\nIf it was not you, you can ignore this message: nothing was changed.`,
          link: `${config.publicUrl}/login`,
        });
      },
      // The link works once, for an hour; afterwards every session of the account ends (a thief's too).
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Choose a new password for Uplift',
          text: `Someone, perhaps you, asked to choose a new password for your Uplift account.\n\nChoose one here (the link works once, within an hour):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
          link: url,
        });
      },
    },
    user: {
      // A new address is confirmed by a link sent to it; until then the old one stays.
      changeEmail: { enabled: true },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        // better-auth hands a change of address over as the user with the new address.
        if (await isChangeOfAddress(db, user)) {
          await mailer.send({
            to: user.email,
            subject: 'Confirm your new e-mail for Uplift',
            text: `Someone, perhaps you, asked to use this address for an Uplift account.\n\nConfirm it by opening this link:\n${url}\n\nIf it was not you, ignore this message: nothing changes.`,
            link: url,
          });
          return;
        }
        await mailer.send({
          to: user.email,
          subject: 'Confirm your e-mail for Uplift',
          text: `Welcome to Uplift.\n\nConfirm your e-mail address by opening this link:\n${url}\n\nIf you did not create an account, ignore this message.`,
          link: url,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Also how fresh a session's "last active" is on the Security tab.
      updateAge: 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      // Everything that checks a password or a code, or sends a mail, shares the sign-in limit.
      customRules: Object.fromEntries(
        [
          '/sign-in/email',
          '/sign-up/email',
          '/change-password',
          '/change-email',
          '/request-password-reset',
          '/reset-password',
          '/two-factor/*',
        ].map((path) => [path, { window: 60, max: config.signInRateLimit }]),
      ),
    },
    advanced: {
      // better-auth skips its origin check when NODE_ENV is test; the API tests must run what production runs.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await onboardNewUser(db, notify, created);
          },
        },
        // Role, ban, name and e-mail changes must reach the next request, not the cache's expiry.
        update: { after: async (user) => sessionCache.forgetUser(user.id) },
        delete: { after: async (user) => sessionCache.forgetUser(user.id) },
      },
      session: {
        // Sign-out, revocation and bans delete sessions; refreshes update them.
        update: { after: async (session) => sessionCache.forgetSession(session.token) },
        delete: { after: async (session) => sessionCache.forgetSession(session.token) },
      },
    },
    plugins: [admin(), twoFactor({ issuer: 'Uplift', totpOptions }), totpReplayGuard(db)],
    hooks: {
      // Turning two-factor sign-in off, or making new backup codes (which could then turn it off),
      // takes a code from the app or a backup code besides the password, so a stolen password alone
      // cannot. Inside the handler, so its rate limit applies.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/two-factor/disable' && ctx.path !== '/two-factor/generate-backup-codes') return;
        try {
          await checkSecondFactor(String(ctx.body?.code ?? ''), ctx.headers ?? new Headers());
        } catch (error) {
          if (isAPIError(error) && error.body?.code === errorCodes.TOTP_CODE_USED) {
            throw new APIError('BAD_REQUEST', { code: errorCodes.TOTP_CODE_USED, message: credentialMessages.twoFactorCodeUsed });
          }
          throw new APIError('BAD_REQUEST', { code: errorCodes.INVALID_CODE, message: credentialMessages.twoFactorCodeInvalid });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.context.session?.user.id;
        if (!userId || !Object.hasOwn(accountEvents, ctx.path) || isAPIError(ctx.context.returned)) return;
        await recordAccountEvent(db, userId, ctx.path);
      }),
    },
    logger: {
      level: config.logLevel === 'silent' ? 'error' : config.logLevel === 'debug' ? 'debug' : 'warn',
      disabled: config.logLevel === 'silent',
      log: (level, message) => logger[level](`auth: ${message}`),
    },
  });
  checkSecondFactor = (code, headers) =>
    isTotpCode(code) ? auth.api.verifyTOTP({ headers, body: { code } }) : auth.api.verifyBackupCode({ headers, body: { code } });
  return quietWhenIdle(auth);
}

export type Auth = ReturnType<typeof createAuth>;

async function isChangeOfAddress(db: Database, pending: { id: string; email: string }): Promise<boolean> {
  const [stored] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, pending.id));
  return stored !== undefined && stored.email !== pending.email;
}
