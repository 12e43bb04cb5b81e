// Notifications (Settings, issue 14): the kinds of notice Uplift sends, their defaults,
// and the preference update the Notifications tab sends. ADR 016 says who sends what.
import { z } from 'zod';

export interface NotificationKindDefinition {
  id: string;
  label: string;
  description: string;
  /** Used while the user has not chosen: the spec's "on" kinds have both channels on, its "off" kinds neither. */
  defaults: { inApp: boolean; email: boolean };
  /** Cannot be turned off: the notice must reach the user (account security). */
  locked?: true;
}

const on = { inApp: true, email: true } as const;
const off = { inApp: false, email: false } as const;

export const notificationKinds = [
  {
    id: 'account',
    label: 'Account and security',
    description: 'The welcome message and notices about your account’s security.',
    defaults: on,
    locked: true,
  },
  {
    id: 'content_publishing',
    label: 'Content publishing',
    description: 'Drafts finished by bulk generation, and content published or scheduled.',
    defaults: on,
  },
  {
    id: 'seo_alerts',
    label: 'SEO alerts',
    description: 'Finished site analyses and audits, and changes in your rankings.',
    defaults: on,
  },
  {
    id: 'social_mentions',
    label: 'Social mentions',
    description: 'Mentions of your brand, social posts that failed to publish, and accounts that need connecting again.',
    defaults: on,
  },
  {
    id: 'usage_alerts',
    label: 'Usage alerts',
    description: 'When your workspace nears or reaches a limit of its plan.',
    defaults: on,
  },
  {
    id: 'email_campaigns',
    label: 'E-mail campaigns',
    description: 'When an e-mail campaign has finished sending, paused or could not start, and when an automation’s e-mails wait.',
    defaults: on,
  },
  {
    id: 'team_invitations',
    label: 'Team invitations',
    description: 'Invitations to join a workspace, and answers to the ones you sent.',
    defaults: on,
  },
  {
    id: 'billing',
    label: 'Billing',
    description: 'Subscription changes and failed payments, sent to the workspace’s owners.',
    defaults: on,
  },
  {
    id: 'weekly_reports',
    label: 'Weekly reports',
    description: 'A summary of the week’s traffic, content and campaigns.',
    defaults: off,
  },
  {
    id: 'team_activity',
    label: 'Team activity',
    description: 'Members joining or leaving your workspaces, and the content and e-mail campaigns others create and change.',
    defaults: off,
  },
] as const satisfies readonly NotificationKindDefinition[];

export type NotificationKind = (typeof notificationKinds)[number]['id'];

const kindIds = notificationKinds.map((kind) => kind.id) as [NotificationKind, ...NotificationKind[]];

export function notificationKind(id: NotificationKind): NotificationKindDefinition {
  return notificationKinds.find((kind) => kind.id === id)!;
}

export const notificationMessages = {
  unknownKind: 'Unknown notification kind.',
  locked: (label: string) => `${label} notices cannot be turned off.`,
  loadFailed: 'Failed to load notification settings',
  updateFailed: 'Failed to update notification settings',
} as const;

/** One kind as the Notifications tab shows it: the user's choice, else the default. */
export interface NotificationPreference {
  kind: NotificationKind;
  label: string;
  description: string;
  inApp: boolean;
  email: boolean;
  /** False for locked kinds (account security). */
  changeable: boolean;
}

export const notificationPreferenceUpdateSchema = z.strictObject({
  kind: z.enum(kindIds, { error: notificationMessages.unknownKind }),
  inApp: z.boolean(),
  email: z.boolean(),
});

/** PUT /api/notifications/preferences: one kind, or several (the whole list) at once; read as a list. */
export const notificationPreferencesBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(notificationPreferenceUpdateSchema).min(1).max(notificationKinds.length),
);

export type NotificationPreferenceUpdate = z.output<typeof notificationPreferenceUpdateSchema>;
