import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { pdfBomb, spreadsheetBomb } from '../fixtures/bombs';
import { docxDocument, pdfDocument, xlsxDocument } from '../fixtures/documents';
import { boundedArchive, UnpackBudgetError } from './archive-budget';
import { ensurePdfWithinBudget } from './pdf-budget';

const megabytes = (count: number) => count * 1024 * 1024;

describe('archives are unpacked for real, within a budget', () => {
  test('an honest archive comes back with the same entries', async () => {
    const docx = await docxDocument(['Beekeeping for Beginners']);
    const rebuilt = await JSZip.loadAsync(await boundedArchive(docx, megabytes(1)));
    const original = await JSZip.loadAsync(docx);
    expect(
      Object.values(rebuilt.files)
        .filter((file) => !file.dir)
        .map((file) => file.name),
    ).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(await rebuilt.file('word/document.xml')!.async('string')).toBe(await original.file('word/document.xml')!.async('string'));
  });

  test('inflating stops at the budget, whatever the headers declare: a 2 GB bomb costs no more than the budget', async () => {
    const bomb = await spreadsheetBomb(await xlsxDocument({ Sheet: [['Pastry']] }), 'xl/sharedStrings.xml', 2048);
    expect(bomb.length).toBeLessThan(megabytes(3));
    const before = process.memoryUsage().rss;
    await expect(boundedArchive(bomb, megabytes(20))).rejects.toThrow(UnpackBudgetError);
    expect(process.memoryUsage().rss - before).toBeLessThan(megabytes(200));
  });

  test('an entry that unpacks to another size than it declares is refused, even within the budget', async () => {
    const liar = await spreadsheetBomb(await xlsxDocument({ Sheet: [['Pastry']] }), 'xl/worksheets/sheet1.xml', 2);
    await expect(boundedArchive(liar, megabytes(100))).rejects.toThrow(/not the size it declares/);
  });

  test('what is not a zip archive is refused', async () => {
    await expect(boundedArchive(Buffer.from('not a zip at all'), megabytes(1))).rejects.toThrow(UnpackBudgetError);
  });
});

describe('PDF streams are counted before the reader inflates them', () => {
  test('a PDF whose stream inflates to 300 MB is refused at a 100 MB budget', async () => {
    await expect(ensurePdfWithinBudget(pdfBomb(300), megabytes(100))).rejects.toThrow(UnpackBudgetError);
  });

  test('a stream is counted to the end of its data, even when the data holds the word endstream', async () => {
    await expect(ensurePdfWithinBudget(pdfBomb(300, { endstreamInside: true }), megabytes(100))).rejects.toThrow(UnpackBudgetError);
  });

  test('the same stream within the budget, and a plain PDF, pass', async () => {
    await expect(ensurePdfWithinBudget(pdfBomb(2), megabytes(100))).resolves.toBeUndefined();
    await expect(ensurePdfWithinBudget(pdfDocument(['Kombucha Brewing Guide']), megabytes(1))).resolves.toBeUndefined();
  });
});
