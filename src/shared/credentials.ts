// Credentials: the password, its reset, the e-mail address and two-factor sign-in, as better-auth's
// endpoints take them. Sign-in checks these bodies (sign-in/request-bodies.ts); the account screens
// send them.
import { z } from 'zod';
import { maxEmailLength, maxPasswordLength, minPasswordLength } from './auth';
import { newPasswordSchema } from './auth-schemas';
import { authMessages } from './messages';

export const credentialMessages = {
  // Password.
  fillAllPasswordFields: 'Please fill in all password fields',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: authMessages.passwordTooShort,
  changePasswordFailed: 'Failed to change password',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  // Forgot password.
  resetRequested: 'If an account uses that address, we sent it a link to choose a new password. The link works once, within an hour.',
  resetDone: 'Your password was changed and every session was signed out. Sign in with the new password.',
  resetLinkInvalid: 'This link is no longer valid. Ask for a new one.',
  // Two-factor sign-in.
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app',
  twoFactorCodeInvalid: 'That code is not correct. Try the current code from your app.',
  twoFactorCodeUsed: 'That code was already used. Wait for the next code from your app.',
  backupCodeRequired: 'Enter one of your backup codes',
} as const;

/** Security tab's change-password form in the product specification's order. */
export function validatePasswordChange(form: { currentPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return credentialMessages.fillAllPasswordFields;
  if (form.newPassword !== form.confirmPassword) return credentialMessages.newPasswordsDoNotMatch;
  if (form.newPassword.length < minPasswordLength) return credentialMessages.passwordTooShort;
  return null;
}

export const currentPasswordSchema = z
  .string({ error: credentialMessages.fillAllPasswordFields })
  .min(1, credentialMessages.fillAllPasswordFields)
  .max(maxPasswordLength, authMessages.passwordTooLong);

const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .max(maxEmailLength, authMessages.emailTooLong)
  .pipe(z.email({ error: authMessages.invalidEmail }));

/** Where the reset link lands: our own page, never an address the caller chose. */
export const resetPasswordPath = '/reset-password';

// Bodies of the better-auth endpoints the account screens use; the server passes on only these.

/** Whatever the caller sends for it, the field is `value`: a choice that is not the caller's to make. */
const always = <Value>(value: Value) =>
  z
    .unknown()
    .optional()
    .transform(() => value);

/** A password change always ends the user's other sessions. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: always(true),
});

export const requestPasswordResetSchema = z.object({
  email: emailSchema,
  redirectTo: always(resetPasswordPath),
});

export const resetPasswordSchema = z.object({
  newPassword: newPasswordSchema,
  // better-auth's tokens are letters and digits; anything else (a NUL) must not reach its lookup.
  token: z.string({ error: credentialMessages.resetLinkInvalid }).regex(/^[A-Za-z0-9]{1,200}$/, credentialMessages.resetLinkInvalid),
});

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  callbackURL: always('/settings'),
});

const totpCodeSchema = z
  .string({ error: credentialMessages.twoFactorCodeRequired })
  .trim()
  .regex(/^\d{6}$/, credentialMessages.twoFactorCodeRequired);

/** better-auth's backup codes are letters and digits around a hyphen. */
const backupCodeSchema = z
  .string({ error: credentialMessages.backupCodeRequired })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, credentialMessages.backupCodeRequired);

export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });

export const verifyTotpSchema = z.object({ code: totpCodeSchema, trustDevice: z.boolean().optional() });

export const verifyBackupCodeSchema = z.object({ code: backupCodeSchema, trustDevice: z.boolean().optional() });

/**
 * Turning two-factor sign-in off, or making new backup codes, takes the password and a code from the
 * app (or a backup code): new codes would otherwise turn it off with the password alone.
 */
export const secondFactorConfirmationSchema = z.object({
  password: currentPasswordSchema,
  code: z.union([totpCodeSchema, backupCodeSchema]),
});

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
