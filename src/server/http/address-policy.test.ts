import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from './address-policy';

describe('address policy', () => {
  const isAllowed = createAddressPolicy();

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '::1',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.1',
    '239.255.255.250',
    'ff02::1',
    '0.0.0.0',
    '0.1.2.3',
    '::',
    '255.255.255.255',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::1',
    '::127.0.0.1',
  ])('refuses %s', (address) => {
    expect(isAllowed(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isAllowed(address)).toBe(true);
    },
  );

  it('refuses what is not an IP address', () => {
    expect(isAllowed('localhost')).toBe(false);
    expect(isAllowed('')).toBe(false);
  });

  it('opens loopback, and nothing else, only through the test-only option', () => {
    const forTests = createAddressPolicy({ allowLoopbackForTests: true });
    expect(forTests('127.0.0.1')).toBe(true);
    expect(forTests('127.0.0.2')).toBe(true);
    expect(forTests('::1')).toBe(true);
    expect(forTests('::ffff:127.0.0.1')).toBe(true);
    expect(forTests('10.0.0.1')).toBe(false);
    expect(forTests('169.254.169.254')).toBe(false);
  });

  it('opens exactly the listed addresses through the test-only allow list', () => {
    const forTests = createAddressPolicy({ allowAddressesForTests: ['127.0.0.2', '0:0:0:0:0:0:0:1'] });
    expect(forTests('127.0.0.2')).toBe(true);
    expect(forTests('::1')).toBe(true);
    expect(forTests('::ffff:127.0.0.2')).toBe(true);
    expect(forTests('127.0.0.1')).toBe(false);
    expect(forTests('127.0.0.3')).toBe(false);
  });
});
