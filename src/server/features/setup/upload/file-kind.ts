import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { uploadMessages } from '@/shared/setup/setup';
import { ServiceError } from '../../../lib/service-error';

export const fileKinds = ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'csv', 'txt', 'md', 'png', 'jpeg', 'gif', 'webp'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Kept with the analysis but not read: we extract no text from pictures. */
export const imageKinds: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'gif', 'webp']);

// For each accepted binary extension, the kind it stands for and what file-type must find in the bytes.
// Old Word and Excel files are Compound File Binary containers, which file-type reports as 'cfb'.
const binaryExtensions: Readonly<Record<string, { kind: FileKind; detected: string }>> = {
  pdf: { kind: 'pdf', detected: 'pdf' },
  docx: { kind: 'docx', detected: 'docx' },
  doc: { kind: 'doc', detected: 'cfb' },
  xlsx: { kind: 'xlsx', detected: 'xlsx' },
  xls: { kind: 'xls', detected: 'cfb' },
  png: { kind: 'png', detected: 'png' },
  jpg: { kind: 'jpeg', detected: 'jpg' },
  jpeg: { kind: 'jpeg', detected: 'jpg' },
  gif: { kind: 'gif', detected: 'gif' },
  webp: { kind: 'webp', detected: 'webp' },
};

// Plain text has no signature to sniff: it is accepted under these names when its bytes are UTF-8 text.
const textExtensions: Readonly<Record<string, FileKind>> = { txt: 'txt', md: 'md', markdown: 'md', csv: 'csv' };

/**
 * What a stored upload is, judged by its content: the name only says which kinds may apply, and a file
 * whose bytes say otherwise (a program renamed .pdf) is refused with a message naming it.
 */
export async function identifyFile(originalName: string, storedPath: string): Promise<FileKind> {
  const extension = path.extname(originalName).slice(1).toLowerCase();
  const textKind = textExtensions[extension];
  if (textKind) {
    if (await isUtf8Text(storedPath)) return textKind;
    throw refusal(uploadMessages.contentMismatch(originalName));
  }
  const expected = binaryExtensions[extension];
  if (!expected) throw refusal(uploadMessages.unsupportedFile(originalName));
  const detected = await fileTypeFromFile(storedPath);
  if (detected?.ext !== expected.detected) throw refusal(uploadMessages.contentMismatch(originalName));
  return expected.kind;
}

/** Valid UTF-8 without NUL bytes, read in chunks so a large file is never held whole. */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

function refusal(message: string): ServiceError {
  return new ServiceError(400, 'UNSUPPORTED_FILE', message);
}
