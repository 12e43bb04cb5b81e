import { expect, test } from 'vitest';
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
