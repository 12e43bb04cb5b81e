import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../../../lib/token-signer';
import { MediaLinks } from './media-links';

const id = '0b6f7a52-2f4c-4d0e-9d6b-3f1f5a0c2e11';
const links = new MediaLinks({ signer: new TokenSigner('a'.repeat(64)), publicUrl: 'https://uplift.example' });
const tokenOf = (url: string) => url.slice('https://uplift.example/api/social-media/'.length);

describe('public links to composer images', () => {
  it('names the image on Uplift’s public address while it is valid', () => {
    const url = links.url(id);
    expect(url.startsWith('https://uplift.example/api/social-media/')).toBe(true);
    expect(links.mediaId(tokenOf(url))).toBe(id);
  });

  it('stops serving after six hours', () => {
    const made = Date.parse('2026-11-26T08:00:00Z');
    const token = tokenOf(links.url(id, made));
    expect(links.mediaId(token, made + 5.9 * 3600_000)).toBe(id);
    expect(links.mediaId(token, made + 6.1 * 3600_000)).toBeNull();
  });

  it('refuses a link made with another secret, or altered to name another image or a later expiry', () => {
    const other = new MediaLinks({ signer: new TokenSigner('b'.repeat(64)), publicUrl: 'https://uplift.example' });
    expect(links.mediaId(tokenOf(other.url(id)))).toBeNull();
    const [payload = '', signature = ''] = tokenOf(links.url(id)).split('.');
    const [, expires] = Buffer.from(payload, 'base64url').toString().split(':');
    const elsewhere = Buffer.from(`1f0c1a2b-0000-4000-8000-000000000000:${expires}`).toString('base64url');
    const later = Buffer.from(`${id}:${Number(expires) + 86_400}`).toString('base64url');
    expect(links.mediaId(`${elsewhere}.${signature}`)).toBeNull();
    expect(links.mediaId(`${later}.${signature}`)).toBeNull();
    expect(links.mediaId('not-a-token')).toBeNull();
  });
});
