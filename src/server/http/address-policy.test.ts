import { describe, expect, it } from 'vitest';
import { networkInterfaces } from 'node:os';
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
    // Documentation, relay and other special-purpose ranges of RFC 6890 and IANA's registries.
    '192.0.2.2',
    '198.51.100.7',
    '203.0.113.200',
    '192.88.99.1',
    '192.31.196.1',
    '192.52.193.1',
    '192.175.48.1',
    '2001:db8::1',
    '3fff::1',
    '2001::1',
    '2001:2::1',
    '2002:c000:202::1',
    '64:ff9b:1::a00:1',
    '100::1',
    '5f00::1',
  ])('refuses %s', (address) => {
    expect(isAllowed(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isAllowed(address)).toBe(true);
    },
  );

  it("refuses this server's own interface addresses, even public ones", () => {
    const onAVps = createAddressPolicy({ ownAddresses: () => ['8.8.4.4', '2606:4700::6810:84e5', 'fe80::1%eth0'] });
    expect(onAVps('8.8.4.4')).toBe(false);
    expect(onAVps('::ffff:8.8.4.4')).toBe(false);
    expect(onAVps('2606:4700:0:0:0:0:6810:84e5')).toBe(false);
    expect(onAVps('8.8.8.8')).toBe(true);
  });

  it("refuses every address this machine's interfaces have", () => {
    const own = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
    expect(own.length).toBeGreaterThan(0);
    for (const { address } of own) expect({ address, allowed: isAllowed(address) }).toEqual({ address, allowed: false });
  });

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
