import { describe, expect, test } from 'vitest';
import { boundedRange, requestedRange } from './byte-range';

describe('requestedRange', () => {
  test('reads the one range a player asks for, within the file', () => {
    expect(requestedRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  test('a range past the end or backwards cannot be served; anything else it does not read means the whole file', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=20-10', 1000)).toBe('unsatisfiable');
    expect(requestedRange(undefined, 1000)).toBeNull();
    expect(requestedRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(requestedRange('items=0-1', 1000)).toBeNull();
    expect(requestedRange('bytes=-', 1000)).toBeNull();
    expect(requestedRange('bytes=x-1', 1000)).toBeNull();
  });
});

test('boundedRange answers at most the bytes given, from where it was asked', () => {
  expect(boundedRange({ start: 10, end: 999 }, 100)).toEqual({ start: 10, end: 109 });
  expect(boundedRange({ start: 10, end: 50 }, 100)).toEqual({ start: 10, end: 50 });
});
