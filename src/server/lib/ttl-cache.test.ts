import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('forgets an entry when its time is up', () => {
    const cache = new TtlCache<string, number>(1000);
    cache.set('a', 1);
    vi.advanceTimersByTime(1000);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  test('never keeps an entry past its notAfter time', () => {
    const cache = new TtlCache<string, number>(60_000);
    cache.set('a', 1, { notAfter: Date.now() + 10 });
    vi.advanceTimersByTime(11);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2, { notAfter: Date.now() });
    expect(cache.get('b')).toBeUndefined();
  });

  test('refuses a value read before a removal', () => {
    const cache = new TtlCache<string, number>(1000);
    const readAt = cache.generation;
    cache.delete('other');
    cache.set('a', 1, { readAt });
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 2, { readAt: cache.generation });
    expect(cache.get('a')).toBe(2);
  });

  test('evicts the least recently used entry when full', () => {
    const cache = new TtlCache<string, number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  test('removes every entry a predicate matches', () => {
    const cache = new TtlCache<string, number>(1000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.deleteWhere((value) => value % 2 === 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
  });

  test('stores nothing with a time of zero', () => {
    const cache = new TtlCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
