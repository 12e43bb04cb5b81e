import type { TokenSigner } from '../../../lib/token-signer';

const uuidPattern = /^[0-9a-f]{32}$/;
const hex = (id: string) => id.replaceAll('-', '');
const uuidOf = (value: string) =>
  uuidPattern.test(value)
    ? `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`
    : null;

/**
 * The signed public links an outreach message carries (/o): its tracked redirects and its
 * unsubscribe. Each is signed for its own purpose, so an altered link is refused without a database read.
 */
export class OutreachLinks {
  constructor(
    private readonly signer: TokenSigner,
    private readonly publicUrl: string,
  ) {}

  /** The redirect to link `index` of message `messageRowId`. */
  click(messageRowId: string, index: number): string {
    return `${this.publicUrl}/o/c/${this.signer.sign('outreach-click', `${hex(messageRowId)}${index.toString(36)}`)}`;
  }

  unsubscribe(enrollmentId: string): string {
    return `${this.publicUrl}/o/u/${this.signer.sign('outreach-unsubscribe', hex(enrollmentId))}`;
  }

  readClick(token: string): { messageRowId: string; index: number } | null {
    const payload = this.signer.verify('outreach-click', token);
    const messageRowId = payload && uuidOf(payload.slice(0, 32));
    const index = payload ? Number.parseInt(payload.slice(32), 36) : Number.NaN;
    return messageRowId && Number.isInteger(index) && index >= 0 ? { messageRowId, index } : null;
  }

  readUnsubscribe(token: string): { enrollmentId: string } | null {
    const payload = this.signer.verify('outreach-unsubscribe', token);
    const enrollmentId = payload && uuidOf(payload);
    return enrollmentId ? { enrollmentId } : null;
  }
}
