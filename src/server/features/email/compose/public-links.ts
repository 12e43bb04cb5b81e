import type { TokenSigner } from '../../../lib/token-signer';
import { packIds, unpackIds } from './packed-ids';

const confirmationDays = 14;

/**
 * The signed addresses a message and the sign-up flow carry: the open pixel, click redirects,
 * unsubscribe and opt-in confirmation. Each identifier is signed, so an altered link is refused
 * without a database read.
 */
export class PublicLinks {
  constructor(
    private readonly signer: TokenSigner,
    private readonly publicUrl: string,
  ) {}

  open(sendId: string): string {
    return `${this.publicUrl}/m/o/${this.signer.sign('email-open', packIds([sendId]))}`;
  }

  click(sendId: string, linkId: string): string {
    return `${this.publicUrl}/m/c/${this.signer.sign('email-click', packIds([sendId, linkId]))}`;
  }

  /** One list's way out for one subscriber; the send, when there is one, counts the unsubscribe for its campaign. */
  unsubscribe(listId: string, subscriberId: string, sendId?: string): string {
    const ids = sendId ? [listId, subscriberId, sendId] : [listId, subscriberId];
    return `${this.publicUrl}/m/unsubscribe/${this.signer.sign('email-unsubscribe', packIds(ids))}`;
  }

  confirm(listId: string, subscriberId: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000 + confirmationDays * 86_400).toString(36);
    return `${this.publicUrl}/m/confirm/${this.signer.sign('email-confirm', `${packIds([listId, subscriberId])}${expires}`)}`;
  }

  readOpen(token: string): { sendId: string } | null {
    const ids = this.ids('email-open', token, 1);
    return ids ? { sendId: ids[0]! } : null;
  }

  readClick(token: string): { sendId: string; linkId: string } | null {
    const ids = this.ids('email-click', token, 2);
    return ids ? { sendId: ids[0]!, linkId: ids[1]! } : null;
  }

  readUnsubscribe(token: string): { listId: string; subscriberId: string; sendId: string | null } | null {
    const ids = this.ids('email-unsubscribe', token, 3) ?? this.ids('email-unsubscribe', token, 2);
    return ids ? { listId: ids[0]!, subscriberId: ids[1]!, sendId: ids[2] ?? null } : null;
  }

  readConfirm(token: string, now = Date.now()): { listId: string; subscriberId: string } | null {
    const payload = this.signer.verify('email-confirm', token);
    if (!payload) return null;
    const ids = unpackIds(payload.slice(0, 44), 2);
    const expires = Number.parseInt(payload.slice(44), 36);
    if (!ids || !Number.isFinite(expires) || expires * 1000 < now) return null;
    return { listId: ids[0]!, subscriberId: ids[1]! };
  }

  private ids(purpose: string, token: string, count: number): string[] | null {
    const payload = this.signer.verify(purpose, token);
    return payload ? unpackIds(payload, count) : null;
  }
}
