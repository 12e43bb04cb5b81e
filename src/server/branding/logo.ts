import sharp from 'sharp';
import { brandingMessages, maxLogoBytes } from '@/shared/branding';
import { ServiceError } from '../lib/service-error';

/** Wide enough for a header at twice its shown size; a logo is never enlarged. */
const logoBox = { width: 800, height: 320 };

/** What the bytes are, from their first bytes: an SVG (text that may hold script) is none of these. */
export function logoFormat(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * A PNG, JPEG or WebP logo written afresh as a PNG (transparency kept) no larger than `logoBox`: no
 * metadata and nothing hidden in the file survives, and mail apps show it.
 */
export async function reencodeLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > maxLogoBytes) throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', brandingMessages.logoTooLarge);
  if (!logoFormat(bytes)) throw new ServiceError(400, 'INVALID_IMAGE', brandingMessages.logoNotImage);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ ...logoBox, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new ServiceError(400, 'INVALID_IMAGE', brandingMessages.logoNotImage);
  }
}
