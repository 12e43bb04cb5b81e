import { expect, test } from 'vitest';
import { lastForwardedAddress } from './client-address';

test("the proxy's own entry is the last one; what the client put before it does not count", () => {
  expect(lastForwardedAddress('198.51.100.7')).toBe('198.51.100.7');
  expect(lastForwardedAddress('1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  expect(lastForwardedAddress(' 1.2.3.4 ,  198.51.100.7 ')).toBe('198.51.100.7');
  expect(lastForwardedAddress('')).toBeUndefined();
  expect(lastForwardedAddress(undefined)).toBeUndefined();
});
