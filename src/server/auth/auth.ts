import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { maxPasswordLength, minPasswordLength } from '@/shared/auth';
import type { Config } from '../config';
import type { Database } from '../db/database';
import * as schema from './schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { Notify } from '../notifications/notify';
import { onboardNewUser } from './onboard-new-user';
import type { SessionCache } from './session-cache';

/** The header our own middleware fills with the caller's address; see app.ts. */
export const clientIpHeader = 'x-uplift-client-ip';

export function createAuth(options: {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  notify: Notify;
  logger: Logger;
  sessionCache: SessionCache;
}) {
  const { db, config, secret, mailer, notify, logger, sessionCache } = options;
  return betterAuth({
    appName: 'Uplift',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
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
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
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
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInRateLimit },
        '/sign-up/email': { window: 60, max: config.signInRateLimit },
      },
    },
    advanced: {
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
    plugins: [admin()],
    logger: {
      level: config.logLevel === 'silent' ? 'error' : config.logLevel === 'debug' ? 'debug' : 'warn',
      disabled: config.logLevel === 'silent',
      log: (level, message) => logger[level](`auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
