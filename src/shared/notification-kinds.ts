// Notifications (Settings, issue 14): the kinds of notice Uplift sends (the core's and the areas'
// contracts'), their defaults, and the preference update the Notifications tab sends. ADR 016 says who sends what.
import { z } from 'zod';
import { type ListedIn, listedIn, type NotificationKindDefinition } from './area-contract';
import { type AreaContracts, areaContracts } from './contracts';

export type { NotificationKindDefinition } from './area-contract';

const on = { inApp: true, email: true } as const;
const off = { inApp: false, email: false } as const;

/** The core's kinds; each area adds its own in its contract (ADR 025). */
const coreKinds = [
  {
    id: 'account',
    label: 'Account and security',
    description: 'The welcome message and notices about your account’s security.',
    defaults: on,
    locked: true,
  },
  {
    id: 'usage_alerts',
    label: 'Usage alerts',
    description: 'When your workspace nears or reaches a limit of its plan.',
    defaults: on,
  },
  {
    id: 'billing',
    label: 'Billing',
    description: 'Subscription changes and failed payments, sent to the workspace’s owners.',
    defaults: on,
  },
  {
    id: 'team_activity',
    label: 'Team activity',
    description: 'Members joining or leaving your workspaces, and the content and e-mail campaigns others create and change.',
    defaults: off,
  },
] as const satisfies readonly NotificationKindDefinition[];

export type NotificationKind = (typeof coreKinds)[number]['id'] | ListedIn<AreaContracts, 'notificationKinds'>['id'];

/** Every kind, in the order the Notifications tab lists them. */
export const notificationKinds = [
  coreKinds[0],
  ...listedIn(areaContracts, 'notificationKinds'),
  ...coreKinds.slice(1),
] as readonly (NotificationKindDefinition & { id: NotificationKind })[];

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
