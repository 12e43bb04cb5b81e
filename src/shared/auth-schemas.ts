import { z } from 'zod';
import { maxEmailLength, maxNameLength, maxPasswordLength, minPasswordLength } from './auth';
import { authMessages } from './messages';

// Kept apart from auth.ts so the login screen's bundle does not carry zod.

/** Control characters (NUL among them, which PostgreSQL refuses) have no place in a person's name. */
const controlCharacters = /[\u0000-\u001f\u007f]/;

export const personNameSchema = z
  .string({ error: authMessages.nameNotText })
  .trim()
  .max(maxNameLength, authMessages.nameTooLong)
  .refine((name) => !controlCharacters.test(name), authMessages.nameInvalid);

/**
 * Where better-auth sends the browser afterwards: a path on Uplift itself. better-auth would refuse
 * another site too, but logs each refusal as a server error.
 */
export const localPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/);
const callbackUrlSchema = localPathSchema.optional();

/** What the server accepts for sign-in and sign-up; the e-mail is trimmed before anything else. */
export const credentialsSchema = z.object({
  email: z
    .string({ error: authMessages.emailOrPhoneRequired })
    .trim()
    .min(1, authMessages.emailOrPhoneRequired)
    .max(maxEmailLength, authMessages.emailTooLong)
    .pipe(z.email({ error: authMessages.invalidEmail })),
  password: z
    .string({ error: authMessages.emailOrPhoneRequired })
    .min(1, authMessages.emailOrPhoneRequired)
    .max(maxPasswordLength, authMessages.passwordTooLong),
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrlSchema,
});

/** A new password: long enough, not too long, and not only spaces. */
export const newPasswordSchema = credentialsSchema.shape.password
  .min(minPasswordLength, authMessages.passwordTooShort)
  .refine((password) => password.trim() !== '', authMessages.passwordBlank);

export const signUpSchema = credentialsSchema.omit({ rememberMe: true }).extend({
  password: newPasswordSchema,
  name: personNameSchema.default(''),
});

/**
 * The profile fields a user may change through better-auth's update-user; nothing else passes. The
 * photo is uploaded to Uplift itself (/api/account/photo), never given as an address.
 */
export const profileUpdateSchema = z.object({ name: personNameSchema });
