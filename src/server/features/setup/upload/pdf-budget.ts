import { constants, createInflateRaw } from 'node:zlib';
import { UnpackBudgetError } from './archive-budget';

// After the keyword, a PDF reader skips to the end of the line (CR, LF or both) and the data begins.
const streamStart = /stream[^\r\n]*(?:\r\n|\r|\n)/g;

/**
 * Refuses a PDF whose compressed streams unpack to more than `budgetBytes` in all, before the PDF
 * reader inflates them. Every stream that starts as zlib data (FlateDecode, the filter nearly every
 * PDF uses) is inflated as the reader would: to where its deflate data ends or breaks, whatever its
 * checksum and wherever the next `endstream` is (the data itself may contain the word). Other filters
 * are left to the extraction child's memory and time limits.
 */
export async function ensurePdfWithinBudget(pdf: Buffer, budgetBytes: number): Promise<void> {
  const text = pdf.toString('latin1');
  let unpacked = 0;
  for (const match of text.matchAll(streamStart)) {
    const start = match.index + match[0].length;
    if (!isZlibHeader(pdf, start)) continue;
    unpacked += await inflatedLength(pdf.subarray(start + 2), budgetBytes - unpacked);
  }
}

/** The two bytes pdf.js checks before it inflates a FlateDecode stream. */
function isZlibHeader(pdf: Buffer, at: number): boolean {
  if (at + 2 > pdf.length) return false;
  const method = pdf[at]!;
  const flags = pdf[at + 1]!;
  return (method & 0x0f) === 8 && ((method << 8) + flags) % 31 === 0 && (flags & 0x20) === 0;
}

/** How much raw deflate data unpacks to, counted as it comes; rejects at the first byte past `limit`. */
function inflatedLength(packed: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // A sync flush yields what data cut short still unpacks to; what follows the data's end is ignored.
    const inflate = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH });
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflate.destroy();
        reject(new UnpackBudgetError('The PDF unpacks to more than Uplift reads'));
      }
    });
    // Broken data: the reader stops there too, having unpacked what came before.
    inflate.on('error', () => resolve(length));
    inflate.on('end', () => resolve(length));
    inflate.end(packed);
  });
}
