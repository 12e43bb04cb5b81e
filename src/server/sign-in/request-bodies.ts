import { z, type ZodType } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  passwordConfirmationSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  secondFactorConfirmationSchema,
  verifyBackupCodeSchema,
  verifyTotpSchema,
} from '@/shared/credentials';
import { credentialsSchema, localPathSchema, profileUpdateSchema, signUpSchema } from '@/shared/auth-schemas';

/**
 * Every better-auth endpoint that takes a body, with the schema its body must pass first. better-auth
 * checks less than Uplift's own routes do (a NUL or an object as a name reached the database), so a
 * body reaches it only as this schema parsed it: unknown fields are dropped, and a POST to an endpoint
 * not listed here answers 404. A feature that uses another better-auth endpoint adds it here with its
 * schema.
 */
export const authRequestBodies: Readonly<Record<string, ZodType>> = {
  '/api/auth/sign-in/email': credentialsSchema,
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-out': z.object({}),
  '/api/auth/update-user': profileUpdateSchema,
  '/api/auth/change-email': changeEmailSchema,
  '/api/auth/change-password': changePasswordSchema,
  '/api/auth/request-password-reset': requestPasswordResetSchema,
  '/api/auth/reset-password': resetPasswordSchema,
  '/api/auth/revoke-other-sessions': z.object({}),
  '/api/auth/two-factor/enable': passwordConfirmationSchema,
  '/api/auth/two-factor/verify-totp': verifyTotpSchema,
  '/api/auth/two-factor/verify-backup-code': verifyBackupCodeSchema,
  '/api/auth/two-factor/generate-backup-codes': secondFactorConfirmationSchema,
  '/api/auth/two-factor/disable': secondFactorConfirmationSchema,
};

/**
 * better-auth endpoints read without a body that Uplift answers itself or not at all: the session
 * list carries every session's token, which the page's JavaScript has no use for (the Security tab
 * reads /api/account/sessions instead).
 */
export const closedAuthReads: ReadonlySet<string> = new Set(['/api/auth/list-sessions']);

/**
 * better-auth's reads come from mailed links (`/reset-password/:token`, `/verify-email?token=…`): their
 * path is letters, digits and `/_.-`, a token is a JWT's or better-auth's alphabet, a return address a
 * path of ours. Anything else is a mangled link, refused before better-auth looks it up.
 */
export const authReadPathPattern = /^\/api\/auth\/[A-Za-z0-9/_.-]+$/;

export const authReadQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,4096}$/)
    .optional(),
  callbackURL: localPathSchema.optional(),
  errorCallbackURL: localPathSchema.optional(),
  newUserCallbackURL: localPathSchema.optional(),
});
