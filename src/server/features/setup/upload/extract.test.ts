import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { docxDocument, pdfDocument, xlsDocument, xlsxDocument } from '../fixtures/documents';
import { extractDocumentText } from './extract';

const dir = mkdtempSync(path.join(tmpdir(), 'uplift-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stored(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('text from documents', () => {
  test('a PDF yields its lines', async () => {
    const file = stored('guide.pdf', pdfDocument(['Kombucha Brewing Guide', 'Brew kombucha at home with a healthy scoby.']));
    const text = await extractDocumentText('pdf', file);
    expect(text).toContain('Kombucha Brewing Guide');
    expect(text).toContain('Brew kombucha at home with a healthy scoby.');
  });

  test('a DOCX yields its paragraphs', async () => {
    const file = stored('notes.docx', await docxDocument(['Beekeeping for Beginners', 'We sell raw honey every spring.']));
    const text = await extractDocumentText('docx', file);
    expect(text).toContain('Beekeeping for Beginners');
    expect(text).toContain('We sell raw honey every spring.');
  });

  test('an old Word file yields its body', async () => {
    const file = fileURLToPath(new URL('../fixtures/lavender-farm.doc', import.meta.url));
    expect(await extractDocumentText('doc', file)).toMatch(/lavender/i);
  });

  test('XLSX and XLS yield a line per row, cells apart', async () => {
    const rows = [
      ['Pastry', 'Price'],
      ['Pistachio croissant', 4],
    ];
    const xlsx = await extractDocumentText('xlsx', stored('prices.xlsx', await xlsxDocument({ Pastries: rows })));
    expect(xlsx.split('\n')).toEqual(['Pastry · Price', 'Pistachio croissant · 4']);
    const xls = await extractDocumentText('xls', stored('prices.xls', xlsDocument({ Pastries: rows, Empty: [] })));
    expect(xls.split('\n')).toEqual(['Pastry · Price', 'Pistachio croissant · 4']);
  });
});
