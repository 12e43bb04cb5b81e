import { asc, eq } from 'drizzle-orm';
import { uploadMessages } from '@/shared/setup/setup';
import type { Database } from '../../../db/database';
import { type FileStore, withLocalCopy } from '../../../files';
import { withoutUnstorableText } from '../../../http/storable-text';
import type { Logger } from '../../../logger';
import type { ExtractedPage } from '../../../crawl';
import { plainText, plainTextKinds } from './extract';
import { extractInChildProcess, extractionLimits } from './extract-in-child';
import { type FileKind, imageKinds } from './file-kind';
import { setupUploads } from './schema';
import { uploadKey } from './storage';

/** An upload analysis that has nothing to analyse; its message is for the user. */
export class NothingReadableError extends Error {
  constructor() {
    super(uploadMessages.nothingReadable);
  }
}

/** The documents took longer to read than an analysis may. */
export class ReadingBudgetError extends Error {}

type DocumentPage = Pick<ExtractedPage, 'title' | 'description' | 'headings' | 'text'>;

/**
 * The text of an upload analysis's documents, each as a page for the analyzer. Images are kept but not
 * read; a document that cannot be read is skipped, and when none can, the analysis has nothing to go on.
 */
export async function readUploadedDocuments(
  db: Database,
  logger: Logger,
  files: { store: FileStore; dataDir: string },
  analysisId: string,
  { onRead, deadline }: { onRead: (done: number, planned: number) => Promise<void>; deadline: number },
): Promise<DocumentPage[]> {
  const uploads = await db
    .select()
    .from(setupUploads)
    .where(eq(setupUploads.analysisId, analysisId))
    .orderBy(asc(setupUploads.originalName));
  const documents = uploads.filter((upload) => !imageKinds.has(upload.kind));
  const pages: DocumentPage[] = [];
  for (const [index, upload] of documents.entries()) {
    const timeLeft = deadline - Date.now();
    if (timeLeft <= 0) throw new ReadingBudgetError();
    try {
      const limits = { ...extractionLimits, timeoutMs: Math.min(extractionLimits.timeoutMs, timeLeft) };
      const text = await withLocalCopy(files.store, uploadKey(upload.storedPath, files.dataDir), async (file) =>
        tidy(plainTextKinds.has(upload.kind) ? await plainText(file) : await extractInChildProcess({ kind: upload.kind, file }, limits)),
      );
      if (text) pages.push(documentPage(upload.originalName, upload.kind, text));
    } catch (error) {
      logger.warn('an uploaded document could not be read', { analysisId, uploadId: upload.id, error: (error as Error).message });
    }
    await onRead(index + 1, documents.length);
  }
  if (pages.length === 0) throw new NothingReadableError();
  return pages;
}

/** A document as the analyzer sees a page: its file name is its title. */
function documentPage(originalName: string, kind: FileKind, text: string): DocumentPage {
  const title = originalName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return { title, description: '', headings: headings(kind, text.split('\n')), text };
}

/** Markdown says what its headings are; elsewhere a document's short opening lines are its titles. */
function headings(kind: FileKind, lines: string[]): string[] {
  if (kind === 'md') return lines.flatMap((line) => /^#{1,6}\s+(.+)$/.exec(line)?.[1]?.trim() ?? []);
  // The first rows of spreadsheets and CSV files are column names, not titles.
  if (kind === 'csv' || kind === 'xlsx') return [];
  return lines
    .slice(0, 10)
    .filter((line) => line.length >= 3 && line.length <= 80 && !/[.,;:]$/.test(line))
    .slice(0, 3);
}

/** One line per line of text: spaces collapsed, blank lines dropped, as extractors leave plenty; nothing the database cannot store. */
function tidy(text: string): string {
  return withoutUnstorableText(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
