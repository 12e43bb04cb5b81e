import { type ConnectAccountInput, type SocialNetwork, connectAccountSchema } from '@/shared/social/social';

/** What the Connect Social Account dialog holds, as typed; each network reads its own fields. */
export interface ConnectFields {
  instance: string;
  handle: string;
  appPassword: string;
  /** Bluesky: a self-hosted PDS; '' for Bluesky's own. */
  service: string;
}

export const emptyConnectFields: ConnectFields = { instance: '', handle: '', appPassword: '', service: '' };

export type ConnectCheck = { ok: true; input: ConnectAccountInput } | { ok: false; message: string };

/** The fields the chosen network needs, checked as the server checks them ('Please fill in all fields'). */
export function connectInput(network: SocialNetwork, fields: ConnectFields): ConnectCheck {
  const service = fields.service.trim() ? { service: fields.service } : {};
  const candidate =
    network === 'mastodon'
      ? { network, instance: fields.instance }
      : network === 'bluesky'
        ? { network, handle: fields.handle, appPassword: fields.appPassword, ...service }
        : { network };
  const parsed = connectAccountSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Choose a network' };
}
