/** Inclusive byte positions of a file, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range: bytes=…` header asks of a file of `size` bytes: null when there is no
 * header or one Uplift does not serve in part (several ranges, other units), so the whole file
 * goes; 'unsatisfiable' when it starts past the end (RFC 9110 §14.1.2).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    // bytes=-N: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}

/** A range cut to at most `maxBytes`: a server may answer less than asked, and a player asks again. */
export function boundedRange(range: ByteRange, maxBytes: number): ByteRange {
  return { start: range.start, end: Math.min(range.end, range.start + maxBytes - 1) };
}
