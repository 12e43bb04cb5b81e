import type { TokenSigner } from '../../../lib/token-signer';
import { isUuid } from '../../../lib/ids';

const purpose = 'social-media-link';
/** Long enough for a network that fetches a post's images later than it was asked to (TikTok pulls them in its own time). */
const validForMs = 6 * 3600 * 1000;

/**
 * Public addresses of composer images, for the networks that fetch a post's images themselves
 * (Instagram, TikTok): signed, so no other image can be named, and expiring, so a link seen once
 * does not serve the image for ever. A forged or expired link is refused without a database read.
 */
export class MediaLinks {
  constructor(private readonly deps: { signer: TokenSigner; publicUrl: string }) {}

  url(mediaId: string, now = Date.now()): string {
    const expires = Math.floor((now + validForMs) / 1000);
    const token = this.deps.signer.sign(purpose, Buffer.from(`${mediaId}:${expires}`).toString('base64url'));
    return `${this.deps.publicUrl}/api/social-media/${token}`;
  }

  /** The image a link names while it is valid; null for a forged, altered or expired one. */
  mediaId(token: string, now = Date.now()): string | null {
    const payload = this.deps.signer.verify(purpose, token);
    if (!payload) return null;
    const [id = '', expires = ''] = Buffer.from(payload, 'base64url').toString().split(':');
    return isUuid(id) && Number(expires) * 1000 > now ? id : null;
  }
}
