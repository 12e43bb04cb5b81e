import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { accountMessages } from '@/shared/account/account';
import { user } from '../../auth/schema';
import type { Database } from '../../db/database';
import { notFound, ServiceError } from '../../lib/service-error';
import { sharesWorkspace } from '../../tenancy/memberships';
import { userPhotos } from './schema';

export const maxPhotoBytes = 5 * 1024 * 1024;
/** Twice the largest size the interface shows it at, for sharp screens. */
const photoSide = 256;

/** What the bytes are, read from their first bytes: a file's name or declared type proves nothing. */
function imageType(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/**
 * A JPEG or PNG re-encoded as a square of `photoSide` pixels: turned upright, cropped to its middle,
 * and written afresh, so no metadata (location, camera) and nothing hidden in the file survives.
 */
export async function reencodePhoto(bytes: Buffer): Promise<{ data: Buffer; contentType: string }> {
  const type = imageType(bytes);
  if (!type) throw new ServiceError(400, 'INVALID_IMAGE', accountMessages.photoNotImage);
  try {
    // A 5 MB file may still claim a huge canvas: sharp refuses past its pixel limit before decoding.
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate().resize(photoSide, photoSide, { fit: 'cover' });
    const data =
      type === 'png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { data, contentType: `image/${type}` };
  } catch {
    throw new ServiceError(400, 'INVALID_IMAGE', accountMessages.photoNotImage);
  }
}

/** Profile photos in the database; the user's `image` is the address the photo is served at. */
export class ProfilePhotos {
  constructor(private readonly deps: { db: Database; forgetUser(userId: string): void }) {}

  async save(userId: string, upload: Buffer): Promise<string> {
    if (upload.length > maxPhotoBytes) throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', accountMessages.photoTooLarge);
    const photo = await reencodePhoto(upload);
    const updatedAt = new Date();
    // The version in the address lets browsers keep a photo for good and still see a new one.
    const address = `/api/account/photos/${userId}?v=${updatedAt.getTime()}`;
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(userPhotos)
        .values({ userId, ...photo, updatedAt })
        .onConflictDoUpdate({ target: userPhotos.userId, set: { ...photo, updatedAt } });
      await tx.update(user).set({ image: address, updatedAt }).where(eq(user.id, userId));
    });
    this.deps.forgetUser(userId);
    return address;
  }

  async remove(userId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(userPhotos).where(eq(userPhotos.userId, userId));
      await tx.update(user).set({ image: null, updatedAt: new Date() }).where(eq(user.id, userId));
    });
    this.deps.forgetUser(userId);
  }

  /** Shown to the user and to the people they share a workspace with; to anyone else it is not found. */
  async read(viewerId: string, userId: string): Promise<{ data: Buffer; contentType: string }> {
    const visible = userId === viewerId || (await sharesWorkspace(this.deps.db, viewerId, userId));
    const [row] = visible
      ? await this.deps.db
          .select({ data: userPhotos.data, contentType: userPhotos.contentType })
          .from(userPhotos)
          .where(eq(userPhotos.userId, userId))
      : [];
    if (!row) throw notFound();
    return row;
  }
}
