import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { queryClient } from './query-client';

/** A read whose answers count, as the dashboard's figures are read. */
function countedRead() {
  let reads = 0;
  const options = {
    queryKey: ['counted'],
    queryFn: async () => ++reads,
    staleTime: freshUntilAWrite,
  };
  return { read: () => queryClient.fetchQuery(options), reads: () => reads };
}

const write = () =>
  queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: async () => 'saved' })
    .execute(undefined);

/** Moves the clock on: by a millisecond, as a round trip to the server takes at least, unless told. */
const later = (ms = 1) => vi.setSystemTime(Date.now() + ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  later();
});

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('a read that any write changes (freshUntilAWrite)', () => {
  it('is not read again as the screen mounts what its loader has just read', async () => {
    const { read, reads } = countedRead();
    await read();
    later();
    await read();
    expect(reads()).toBe(1);
  });

  it('is read again after a write the app makes', async () => {
    const { read, reads } = countedRead();
    await read();
    later();
    await write();
    later();
    await expect(read()).resolves.toBe(2);
    later();
    await read();
    expect(reads()).toBe(2);
  });

  it('is read again once it is older than a loader read counts as fresh', async () => {
    const { read, reads } = countedRead();
    await read();
    later(prefetchedFreshMs + 1);
    await read();
    expect(reads()).toBe(2);
  });
});
