import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import type { FileKind } from './file-kind';
import { declaredUnzippedSize } from './zip-guard';

/** Past this, more text adds little to the keywords and only slows the analysis. */
const maxTextLength = 200_000;
const maxUnzippedBytes = 200 * 1024 * 1024;

/** The text of a stored document, by its detected kind, cut at `maxTextLength` characters. */
export async function extractDocumentText(kind: FileKind, file: string): Promise<string> {
  switch (kind) {
    case 'pdf':
      return pdfText(await readFile(file));
    case 'docx':
      return (await mammoth.extractRawText({ buffer: await unzippable(file) })).value.slice(0, maxTextLength);
    case 'doc':
      return (await new WordExtractor().extract(file)).getBody().slice(0, maxTextLength);
    case 'xlsx':
      return spreadsheetText(await unzippable(file));
    case 'xls':
      return oldSpreadsheetText(await readFile(file));
    case 'csv':
    case 'txt':
    case 'md':
      return (await readFile(file, 'utf8')).slice(0, maxTextLength);
    default:
      throw new Error(`No text is read from ${kind} files`);
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  // Errors only: pdf.js otherwise prints its warnings about damaged files to stdout, outside our log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n').slice(0, maxTextLength);
  } finally {
    await pdf.destroy();
  }
}

/** Every sheet's cell text, a row to a line; reading stops once there is enough text. */
async function spreadsheetText(bytes: Buffer): Promise<string> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const lines: string[] = [];
  let length = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells: string[] = [];
      row.eachCell((cell) => void cells.push(cell.text));
      // A middle dot breaks phrases, so one cell's words never run into the next cell's.
      const line = cells.join(' · ');
      lines.push(line);
      length += line.length + 1;
      if (length >= maxTextLength) return lines.join('\n').slice(0, maxTextLength);
    }
  }
  return lines.join('\n');
}

/**
 * Old binary Excel (BIFF) through SheetJS, published to npm as @e965/xlsx at its patched 0.20.3:
 * values only, no formulas, styles or HTML, a row to a line as for XLSX.
 */
function oldSpreadsheetText(bytes: Buffer): string {
  const workbook = readWorkbook(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false, bookVBA: false });
  const lines: string[] = [];
  let length = 0;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const rows = sheetUtils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false, defval: '' });
    for (const row of rows) {
      const line = row.map((cell) => String(cell).trim()).filter(Boolean).join(' · ');
      lines.push(line);
      length += line.length + 1;
      if (length >= maxTextLength) return lines.join('\n').slice(0, maxTextLength);
    }
  }
  return lines.join('\n');
}

async function unzippable(file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  if (declaredUnzippedSize(bytes) > maxUnzippedBytes) throw new Error('The archive unpacks to more than we read');
  return bytes;
}
