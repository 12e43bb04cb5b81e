import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { writeCountryDatabase } from './fake-geoip';
import { openGeoIp } from './geoip';

const folder = mkdtempSync(path.join(tmpdir(), 'uplift-geoip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("a visitor's country comes from the operator's MaxMind database; unknown and malformed addresses have none", async () => {
  const file = path.join(folder, 'countries.mmdb');
  await writeCountryDatabase(file, {
    '81.2.69.0/24': { iso: 'GB', name: 'United Kingdom' },
    '2.125.160.0/20': { iso: 'DE', name: 'Germany' },
    '89.160.20.112/28': { iso: 'SE', name: 'Sweden' },
  });
  const countries = await openGeoIp(file);
  expect(countries.countryOf('81.2.69.160')).toBe('GB');
  expect(countries.countryOf('::ffff:81.2.69.1')).toBe('GB');
  expect(countries.countryOf('2.125.175.255')).toBe('DE');
  expect(countries.countryOf('2.125.176.0')).toBeNull();
  expect(countries.countryOf('89.160.20.120')).toBe('SE');
  expect(countries.countryOf('89.160.20.128')).toBeNull();
  expect(countries.countryOf('127.0.0.1')).toBeNull();
  expect(countries.countryOf('not an address')).toBeNull();
});
