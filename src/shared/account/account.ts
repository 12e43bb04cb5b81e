import { z } from 'zod';
import { credentialMessages, currentPasswordSchema } from '../credentials';

// The signed-in user's own account: profile, password, two-factor sign-in, sessions, deletion. The
// credentials' bodies and texts are the core's (credentials.ts), since sign-in checks them too.

export const accountMessages = {
  // Workspace export (Settings → Team, the Owner's).
  workspaceExportOwnerOnly: 'Only the workspace Owner can export its data.',
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
  ...credentialMessages,
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
