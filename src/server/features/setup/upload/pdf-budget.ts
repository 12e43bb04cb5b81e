import { constants, inflateSync } from 'node:zlib';
import { UnpackBudgetError } from './archive-budget';

const streamStart = /stream\r?\n/g;

/**
 * Refuses a PDF whose compressed streams unpack to more than `budgetBytes` in all, before the PDF
 * reader inflates them: every `stream … endstream` that inflates as zlib data (FlateDecode, the filter
 * nearly every PDF uses) is counted, and inflating stops at the budget.
 */
export function ensurePdfWithinBudget(pdf: Buffer, budgetBytes: number): void {
  const text = pdf.toString('latin1');
  let unpacked = 0;
  for (const match of text.matchAll(streamStart)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      // A sync flush counts what a stream cut short still unpacks to, as the PDF reader would read it.
      const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(budgetBytes - unpacked, 1) };
      unpacked += inflateSync(pdf.subarray(start, end), options).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new UnpackBudgetError('The PDF unpacks to more than Uplift reads');
      }
      // Not zlib data (an image, plain text, another filter) or cut short: the reader judges it.
    }
  }
}
