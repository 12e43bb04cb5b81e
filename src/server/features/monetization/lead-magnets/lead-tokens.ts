import type { TokenSigner } from '../../../lib/token-signer';

const sourcePurpose = 'monetization-lead-source';
const filePurpose = 'monetization-lead-file';
const dayMs = 86_400_000;

/** What a lead magnet's form tells the sign-up it came through: the magnet, the heading seen, the page view and its content item. */
export interface LeadSource {
  magnetId: string;
  variant: 0 | 1;
  clickId: string | null;
  contentId: string | null;
}

/**
 * The signed tokens of lead magnets: the source a form carries through Email's sign-up (so a lead
 * cannot be credited to another workspace's magnet), and the expiring link to a delivered file.
 */
export class LeadTokens {
  constructor(
    private readonly signer: TokenSigner,
    private readonly linkDays: number,
  ) {}

  source(source: LeadSource): string {
    const payload = [source.magnetId, source.variant, source.clickId ?? '', source.contentId ?? ''].join(' ');
    return this.signer.sign(sourcePurpose, Buffer.from(payload).toString('base64url'));
  }

  readSource(token: string | null | undefined): LeadSource | null {
    const payload = token ? this.signer.verify(sourcePurpose, token) : null;
    if (!payload) return null;
    const [magnetId = '', variant, clickId, contentId] = Buffer.from(payload, 'base64url').toString().split(' ');
    return { magnetId, variant: variant === '1' ? 1 : 0, clickId: clickId || null, contentId: contentId || null };
  }

  /** The file's link for one lead, good for `linkDays`. */
  fileToken(leadId: string, now: number): string {
    const expires = Math.floor((now + this.linkDays * dayMs) / 1000);
    return this.signer.sign(filePurpose, Buffer.from(`${leadId}:${expires}`).toString('base64url'));
  }

  /** The lead a file link names, and whether it has expired; null for a forged or altered link. */
  readFileToken(token: string, now: number): { leadId: string; expired: boolean } | null {
    const payload = token.length <= 300 ? this.signer.verify(filePurpose, token) : null;
    if (!payload) return null;
    const [leadId = '', expires = ''] = Buffer.from(payload, 'base64url').toString().split(':');
    if (!/^[0-9a-f-]{36}$/.test(leadId)) return null;
    return { leadId, expired: Number(expires) * 1000 <= now };
  }
}
