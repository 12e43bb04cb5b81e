import { eq, sum } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { leadMagnetFileLimit } from '@/shared/monetization/lead-magnets';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import { monetizationLeadMagnets } from './schema';

/** What a lead magnet may give, by extension, with the type it is served as (never as a page the browser runs). */
const givenTypes: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  mobi: 'application/x-mobipocket-ebook',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  md: 'text/markdown',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp3: 'audio/mpeg',
};

export const givenExtensions = Object.keys(givenTypes);

export interface MagnetFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The uploaded file as it will be kept and served, or the refusal that says what is wrong. */
export async function magnetFileOf(file: unknown): Promise<MagnetFile> {
  if (!(file instanceof File) || file.size === 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Choose the file to give');
  if (file.size > leadMagnetFileLimit)
    throw new ServiceError(413, errorCodes.VALIDATION_FAILED, `The file is larger than ${leadMagnetFileLimit / (1024 * 1024)} MB`);
  const name = file.name.replace(/[\\/\u0000-\u001f]/g, '').slice(-200) || 'download';
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const type = givenTypes[extension];
  if (!type)
    throw new ServiceError(
      400,
      errorCodes.VALIDATION_FAILED,
      `A lead magnet gives a ${givenExtensions.join(', ')} file; this one is .${extension || '?'}`,
    );
  return { name, type, bytes: Buffer.from(await file.arrayBuffer()) };
}

/** The lead magnets' files in megabytes, counted against the plan's storage with the other areas' uploads (ADR 031). */
export async function leadMagnetMegabytes(db: Database, allowanceWorkspaceId: string): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(monetizationLeadMagnets.fileSize) })
    .from(monetizationLeadMagnets)
    .where(eq(monetizationLeadMagnets.allowanceWorkspaceId, allowanceWorkspaceId));
  return Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024));
}
