import { expect, test } from 'vitest';
import { useTestServer } from '../test/use-test-server';
import { FixedWindowLimit } from './fixed-window-limit';

const uplift = useTestServer();

// On PostgreSQL (the suite's scale-out run) the first requests race to make the caller's row.
test('a caller’s first requests at once are all counted, none refused with an error', async () => {
  const limit = new FixedWindowLimit(uplift.server.db, { name: 'race-test', windowSeconds: 60, max: 15 });
  for (let round = 0; round < 5; round++) {
    const caller = `10.0.0.${round}`;
    const allowed = await Promise.all(Array.from({ length: 20 }, () => limit.allow(caller)));
    expect(allowed.filter(Boolean)).toHaveLength(15);
  }
});
