import { z } from 'zod';
import { maxEmailLength, maxPasswordLength, minPasswordLength } from './auth';
import { authMessages } from './messages';

// Kept apart from auth.ts so the login screen's bundle does not carry zod.

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
});

export const signUpSchema = credentialsSchema.extend({
  password: credentialsSchema.shape.password.min(minPasswordLength, authMessages.passwordTooShort),
  name: z.string().trim().max(200).default(''),
});
