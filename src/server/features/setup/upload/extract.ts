import { readFile } from 'node:fs/promises';
import type { FileKind } from './file-kind';
import { boundedArchive } from './archive-budget';
import { ensurePdfWithinBudget } from './pdf-budget';

/** Past this, more text adds little to the keywords and only slows the analysis. */
const maxTextLength = 200_000;
/** What one document may really unpack to (zip entries, PDF streams); a 20 MB upload of text fits. */
export const maxUnpackedBytes = 100 * 1024 * 1024;

/** Kinds whose text is the file itself: read in the server, no parser involved. */
export const plainTextKinds: ReadonlySet<FileKind> = new Set(['csv', 'txt', 'md']);

/** The text of a plain-text upload (at most 20 MB on disk), cut at `maxTextLength` characters. */
export async function plainText(file: string): Promise<string> {
  return (await readFile(file, 'utf8')).slice(0, maxTextLength);
}

/**
 * The text of a stored document, by its detected kind, cut at `maxTextLength` characters. Parsers
 * unpack and build whatever the file describes, so this runs in the extraction child process
 * (extract-in-child.ts), which bounds its memory, disk and time; each parser is loaded when needed.
 */
export async function extractDocumentText(kind: FileKind, file: string): Promise<string> {
  switch (kind) {
    case 'pdf':
      return pdfText(await readFile(file));
    case 'docx': {
      const { default: mammoth } = await import('mammoth');
      const buffer = await boundedArchive(await readFile(file), maxUnpackedBytes);
      return (await mammoth.extractRawText({ buffer })).value.slice(0, maxTextLength);
    }
    case 'doc': {
      const { default: WordExtractor } = await import('word-extractor');
      return (await new WordExtractor().extract(file)).getBody().slice(0, maxTextLength);
    }
    case 'xlsx':
      return spreadsheetText(await boundedArchive(await readFile(file), maxUnpackedBytes));
    case 'xls':
      return spreadsheetText(await readFile(file));
    default:
      throw new Error(`No parser reads ${kind} files`);
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  await ensurePdfWithinBudget(bytes, maxUnpackedBytes);
  const { extractText, getDocumentProxy } = await import('unpdf');
  // Errors only: pdf.js otherwise prints its warnings about damaged files to stdout, outside our log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n').slice(0, maxTextLength);
  } finally {
    await pdf.destroy();
  }
}

/**
 * Every sheet's cell text, a row to a line, from Excel workbooks old (BIFF) and new (XLSX, already
 * bounded by its archive budget), through SheetJS, published to npm as @e965/xlsx at its patched
 * 0.20.3: values only, no formulas, styles or HTML. Each row adds at least its line break to the
 * text, so no sheet is read past `maxTextLength` rows; reading stops once there is enough text.
 */
async function spreadsheetText(bytes: Buffer): Promise<string> {
  const { read: readWorkbook, utils: sheetUtils } = await import('@e965/xlsx');
  const workbook = readWorkbook(bytes, {
    type: 'buffer',
    dense: true,
    sheetRows: maxTextLength,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
  });
  const lines: string[] = [];
  let length = 0;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const rows = sheetUtils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false, defval: '' });
    for (const row of rows) {
      // A middle dot breaks phrases, so one cell's words never run into the next cell's.
      const line = row
        .map((cell) => String(cell).trim())
        .filter(Boolean)
        .join(' · ');
      lines.push(line);
      length += line.length + 1;
      if (length >= maxTextLength) return lines.join('\n').slice(0, maxTextLength);
    }
  }
  return lines.join('\n');
}
