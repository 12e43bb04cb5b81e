import type { PlanId, PlanLimits } from './plans';

export const usageKeys = [
  'contentGeneration',
  'socialAccounts',
  'socialPosts',
  'emailContacts',
  'projects',
  'teamMembers',
  'storage',
] as const;
export type UsageKey = (typeof usageKeys)[number];
export type Usage = Record<UsageKey, number>;

export type WorkspaceRole = 'owner' | 'editor' | 'viewer';

/** The signed-in user as the client sees it. */
export interface ClientUser {
  id: string;
  email: string;
  name: string;
  fullName: string;
  /** The profile photo's address (served by /api/account/photos), or null. */
  image: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  plan: PlanId;
  /** The plan's limits, for the meters and upgrade prompts; the server enforces the same numbers. */
  limits: PlanLimits;
  usage: Usage;
  workspace: { id: string; name: string; role: WorkspaceRole };
}

export interface Notification {
  id: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}
