import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { pdfDocument } from '../fixtures/documents';
import { ExtractionFailedError, extractInChildProcess, extractionLimits } from './extract-in-child';

const dir = mkdtempSync(path.join(tmpdir(), 'uplift-extract-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pdf = path.join(dir, 'guide');
writeFileSync(pdf, pdfDocument(['Kombucha Brewing Guide', 'Brew kombucha at home.']));

describe('documents are read in a child process that can be stopped', () => {
  test('reads the text and leaves no scratch folder behind', async () => {
    const text = await extractInChildProcess({ kind: 'pdf', file: pdf });
    expect(text).toContain('Kombucha Brewing Guide');
    expect(readdirSync(dir)).toEqual(['guide']);
  });

  test('a reader that outlives its time is killed, and says so', async () => {
    const reading = extractInChildProcess({ kind: 'pdf', file: pdf }, { ...extractionLimits, timeoutMs: 50 });
    await expect(reading).rejects.toThrow(ExtractionFailedError);
    await expect(reading).rejects.toThrow('took longer than 0.05 s');
    expect(readdirSync(dir)).toEqual(['guide']);
  });

  test('a reader that passes its memory is killed, and says so', async () => {
    const reading = extractInChildProcess({ kind: 'pdf', file: pdf }, { ...extractionLimits, residentMegabytes: 8 });
    await expect(reading).rejects.toThrow('used more than 8 MB of memory');
  });

  test("a reader's own failure comes back as its message", async () => {
    writeFileSync(path.join(dir, 'broken'), 'not a pdf');
    await expect(extractInChildProcess({ kind: 'pdf', file: path.join(dir, 'broken') })).rejects.toThrow(ExtractionFailedError);
  });
});
