import { z } from 'zod';
import { maxEmailLength, maxPasswordLength, minPasswordLength } from '../auth';
import { newPasswordSchema } from '../auth-schemas';
import { authMessages } from '../messages';

// The signed-in user's own account: profile, password, two-factor sign-in, sessions, deletion.

export const accountMessages = {
  // Profile.
  photoHint: 'JPG or PNG up to 5MB',
  loadProfileFailed: 'Failed to load user profile',
  updateProfileFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated',
  emailChangeSent: (email: string) => `We sent a confirmation link to ${email}. Your e-mail changes when you open it.`,
  photoTooLarge: 'Photo must be at most 5MB',
  photoNotImage: 'Photo must be a JPG or PNG image',
  photoUpdated: 'Photo updated',
  photoRemoved: 'Photo removed',
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
  twoFactorEnabled: 'Two-factor sign-in is on.',
  twoFactorDisabled: 'Two-factor sign-in is off.',
  twoFactorFailed: 'Two-factor sign-in could not be changed. Check your password and code.',
  // Deleting the account.
  deleteAccountFailed: 'Failed to delete your account',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  lastAdminCannotLeave: 'You are the only administrator of this Uplift: make someone else an admin first.',
  handOverFirst: (names: string) => `Other people work in ${names}: hand each workspace over to one of them first (Settings → Team).`,
  cancelSubscriptionFirst: (names: string) => `${names} still pays for a subscription: cancel it in Billing first.`,
  // Sessions.
  sessionRevoked: 'Session signed out',
  otherSessionsRevoked: 'Every other session was signed out',
  sessionsFailed: 'Failed to load your sessions',
} as const;

/** Security tab's change-password form in the product specification's order. */
export function validatePasswordChange(form: { currentPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return accountMessages.fillAllPasswordFields;
  if (form.newPassword !== form.confirmPassword) return accountMessages.newPasswordsDoNotMatch;
  if (form.newPassword.length < minPasswordLength) return accountMessages.passwordTooShort;
  return null;
}

const currentPasswordSchema = z
  .string({ error: accountMessages.fillAllPasswordFields })
  .min(1, accountMessages.fillAllPasswordFields)
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
  token: z.string({ error: accountMessages.resetLinkInvalid }).regex(/^[A-Za-z0-9]{1,200}$/, accountMessages.resetLinkInvalid),
});

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  callbackURL: always('/settings'),
});

const totpCodeSchema = z
  .string({ error: accountMessages.twoFactorCodeRequired })
  .trim()
  .regex(/^\d{6}$/, accountMessages.twoFactorCodeRequired);

/** better-auth's backup codes are letters and digits around a hyphen. */
const backupCodeSchema = z
  .string({ error: accountMessages.backupCodeRequired })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, accountMessages.backupCodeRequired);

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

/** One signed-in browser or device of the user, as the Security tab lists it. */
export interface AccountSession {
  id: string;
  device: string;
  ipAddress: string | null;
  lastActiveAt: string;
  createdAt: string;
  current: boolean;
}

export const sessionIdSchema = z.object({ id: z.string().min(1).max(100) });

export const deleteAccountSchema = z.object({ password: currentPasswordSchema });

export const exportFormatSchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const userIdParamSchema = z.object({ userId: z.string().min(1).max(100) });
