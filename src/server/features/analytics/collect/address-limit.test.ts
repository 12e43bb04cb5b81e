import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { minuteWithRoom } from '../../../test/until';
import { AddressLimit, limitKey } from './address-limit';

test('an IPv6 host is counted by its /64; IPv4 by its address', () => {
  expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(limitKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  expect(limitKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
  expect(limitKey('::1')).toBe('0:0:0:0::/64');
  expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
  expect(limitKey('::ffff:203.0.113.9')).toBe('::ffff:203.0.113.9');
});

test('rotating addresses inside one /64 shares one allowance', () => {
  const limit = new AddressLimit(3);
  const answers = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2::c', '2001:db8:1:2::d'].map((address) => limit.allow(address));
  expect(answers).toEqual([true, true, true, false]);
  expect(limit.allow('2001:db8:1:3::a')).toBe(true);
  expect(limit.allow('198.51.100.1')).toBe(true);
});

describe('across processes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('an address that spent its allowance on one process is refused by another once the counts are shared', async () => {
    // Counted per minute of the clock: all of this within one.
    await minuteWithRoom(5);
    const first = new AddressLimit(5, { db: server.db, name: 'test-shared' });
    const second = new AddressLimit(5, { db: server.db, name: 'test-shared' });
    for (let event = 0; event < 5; event++) expect(first.allow('203.0.113.7')).toBe(true);
    await first.share();
    // Counted here alone, the second process would allow four more.
    expect(second.allow('203.0.113.7')).toBe(true);
    await second.share();
    expect(second.allow('203.0.113.7')).toBe(false);
    expect(second.allow('203.0.113.8')).toBe(true);
  });
});
