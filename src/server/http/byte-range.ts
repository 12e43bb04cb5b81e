import parseRange from 'range-parser';

/** Inclusive byte positions of a file, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range: bytes=…` header asks of a file of `size` bytes: null when there is no
 * header or one Uplift does not serve in part (malformed, several ranges, other units), so the whole
 * file goes; 'unsatisfiable' when no range it names lies within the file (RFC 9110 §14.1.2).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  // range-parser 1.3.0 refuses a suffix longer than the file, which RFC 9110 answers with the whole file.
  if (size > 0 && Number(/^\s*bytes=-(\d+)\s*$/.exec(header)?.[1]) > size) return { start: 0, end: size - 1 };
  const ranges = parseRange(size, header);
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** A range cut to at most `maxBytes`: a server may answer less than asked, and a player asks again. */
export function boundedRange(range: ByteRange, maxBytes: number): ByteRange {
  return { start: range.start, end: Math.min(range.end, range.start + maxBytes - 1) };
}
