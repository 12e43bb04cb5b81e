import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { useTestServer } from '../../../test/use-test-server';
import { writeCountryDatabase } from './fake-geoip';

// An instance pointed at a GeoIP database, behind a proxy that names the visitor's address.
const database = path.join(mkdtempSync(path.join(tmpdir(), 'uplift-countries-')), 'countries.mmdb');
await writeCountryDatabase(database, {
  '81.2.69.0/24': { iso: 'GB', name: 'United Kingdom' },
  '2.125.160.0/20': { iso: 'DE', name: 'Germany' },
});
const uplift = useTestServer({ GEOIP_DATABASE: database, TRUST_PROXY: 'true' });

test('with a GeoIP database, the report lists the countries visitors came from', async () => {
  const client = await uplift.member('countries@uplift.test');
  const projectId = (await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' })).body.id as string;
  for (const address of ['81.2.69.160', '81.2.69.7', '2.125.161.1', '198.51.100.9']) {
    const sent = await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'X-Forwarded-For': address,
      },
      body: JSON.stringify({ p: projectId, n: 'pageview', u: 'https://shop.example.com/' }),
    });
    expect(sent.status).toBe(202);
  }
  await expect
    .poll(async () => ((await client.get(`/api/analytics/projects/${projectId}/report`)).body as AnalyticsReport).kpis.visitors.value, {
      timeout: 10_000,
    })
    .toBe(4);
  const report = (await client.get(`/api/analytics/projects/${projectId}/report`)).body as AnalyticsReport;
  // The fourth address is in no network of the database: counted, with no country.
  expect(report.countries).toEqual([
    { name: 'GB', visitors: 2 },
    { name: 'DE', visitors: 1 },
  ]);
});
