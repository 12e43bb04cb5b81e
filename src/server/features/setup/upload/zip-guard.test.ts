import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { declaredUnzippedSize } from './zip-guard';

describe('declaredUnzippedSize', () => {
  test('adds up what the entries unpack to, however well they compress', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', 'a'.repeat(10_000_000));
    zip.file('[Content_Types].xml', '<Types/>');
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(100_000);
    expect(declaredUnzippedSize(bytes)).toBe(10_000_000 + '<Types/>'.length);
  });

  test('is Infinity when the central directory cannot be read', async () => {
    const bytes = await new JSZip().file('a.txt', 'text').generateAsync({ type: 'nodebuffer' });
    expect(declaredUnzippedSize(bytes.subarray(0, bytes.length - 30))).toBe(Infinity);
    expect(declaredUnzippedSize(Buffer.from('not a zip'))).toBe(Infinity);
  });
});
