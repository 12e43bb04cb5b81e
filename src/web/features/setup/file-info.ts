import { setupUploadLimits, uploadMessages } from '@/shared/setup/setup';

export type FileBadge = 'PDF' | 'DOC' | 'XLS' | 'IMG' | 'FILE';

/** The file types the picker offers: what the server reads (images are kept but not read). */
export const acceptedFileTypes = '.pdf,.doc,.docx,.xls,.xlsx,.csv,.txt,.md,.markdown,.png,.jpg,.jpeg,.gif,.webp';

const badgesByExtension: Readonly<Record<string, FileBadge>> = {
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOC',
  xls: 'XLS',
  xlsx: 'XLS',
  csv: 'XLS',
  png: 'IMG',
  jpg: 'IMG',
  jpeg: 'IMG',
  gif: 'IMG',
  webp: 'IMG',
  svg: 'IMG',
};

/** A file's badge by its extension, else by its MIME type; anything else is FILE. */
export function fileBadge(file: { name: string; type: string }): FileBadge {
  const dot = file.name.lastIndexOf('.');
  const byExtension = dot > 0 ? badgesByExtension[file.name.slice(dot + 1).toLowerCase()] : undefined;
  if (byExtension) return byExtension;
  const type = file.type.toLowerCase();
  if (type === 'application/pdf') return 'PDF';
  if (type.startsWith('image/')) return 'IMG';
  if (type === 'application/msword' || type.includes('wordprocessingml')) return 'DOC';
  if (type === 'application/vnd.ms-excel' || type.includes('spreadsheetml') || type === 'text/csv') return 'XLS';
  return 'FILE';
}

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 512 → '512 bytes', 1536 → '1.5 KB', 2411725 → '2.3 MB' (binary units, one decimal at most). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
    return whole === 1 ? '1 byte' : `${whole} bytes`;
  }
  let value = bytes;
  let unit = 0;
  // Rounding decides the unit too: 1,048,575 bytes is '1 MB', not '1024 KB'.
  while (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${units[unit]}`;
}

/** The same file picked twice is listed once. */
function sameFile(a: File, b: File) {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export interface FileSelection {
  files: File[];
  /** How many of the picked files were added. */
  added: number;
  /** Why a picked file was left out, in the server's own words. */
  refusals: string[];
}

/**
 * Adds picked files to the list, leaving out repeats and what the server would refuse for its size or
 * count, so nobody waits for an upload that cannot succeed.
 */
export function addFiles(current: readonly File[], picked: readonly File[]): FileSelection {
  const megabyte = 1024 * 1024;
  const files = [...current];
  const refusals: string[] = [];
  let added = 0;
  let total = files.reduce((sum, file) => sum + file.size, 0);
  for (const file of picked) {
    if (files.some((listed) => sameFile(listed, file))) continue;
    if (file.size > setupUploadLimits.fileMegabytes * megabyte) {
      refusals.push(uploadMessages.fileTooLarge(file.name, setupUploadLimits.fileMegabytes));
    } else if (files.length >= setupUploadLimits.files) {
      refusals.push(uploadMessages.tooManyFiles(setupUploadLimits.files));
    } else if (total + file.size > setupUploadLimits.requestMegabytes * megabyte) {
      refusals.push(uploadMessages.uploadTooLarge(setupUploadLimits.requestMegabytes));
    } else {
      files.push(file);
      total += file.size;
      added += 1;
    }
  }
  return { files, added, refusals: [...new Set(refusals)] };
}
