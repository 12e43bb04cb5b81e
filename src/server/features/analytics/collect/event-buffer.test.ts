import { describe, expect, test } from 'vitest';
import { createLogger } from '../../../logger';
import { useTestServer } from '../../../test/use-test-server';
import type { EventStore } from '../store/event-store';
import { EventBuffer } from './event-buffer';
import type { EventRow } from './event-row';

const uplift = useTestServer();

/** A store that refuses, as PostgreSQL would, any batch holding an event named 'refused'. */
function refusingStore(stored: EventRow[], down: { now: boolean }): EventStore {
  return {
    async append(rows) {
      if (down.now) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
      if (rows.some((row) => row.name === 'refused'))
        throw Object.assign(new Error('failed query'), { cause: Object.assign(new Error('invalid input'), { code: '22P02' }) });
      stored.push(...rows);
    },
  } as EventStore;
}

describe('the event buffer', () => {
  test('drops only the row the database refuses, and keeps every row while the database is away', async () => {
    const client = await uplift.member('buffer@uplift.test');
    const projectId = (await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' })).body.id as string;
    const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
    const row = (name: string): EventRow => ({
      projectId,
      workspaceId,
      occurredAt: new Date(),
      visitorId: 1n,
      name,
      hostname: 'shop.example.com',
      pathname: '/',
      channel: 'Direct',
      browser: 'Chrome',
      os: 'Windows',
      device: 'Desktop',
    });
    const stored: EventRow[] = [];
    const down = { now: true };
    const buffer = new EventBuffer(uplift.server.db, refusingStore(stored, down), createLogger('silent'), {
      flushEveryMs: 3_600_000,
      flushAtCount: 1000,
    });
    for (const name of ['a', 'b', 'refused', 'c', 'd']) buffer.add(row(name));

    await buffer.flush();
    expect(stored).toEqual([]);
    down.now = false;
    await buffer.stop();
    expect(stored.map((event) => event.name).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
