import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { MonetizationSummary, RevenueEntryPage } from '@/shared/monetization/revenue';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';

const uplift = useTestServer();

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString().slice(0, 10);
const record = (client: TestClient, body: Record<string, unknown>) => client.post('/api/monetization/revenue', body);
const summary = async (client: TestClient, range = '30d') =>
  (await client.get(`/api/monetization/summary?range=${range}`)).body as MonetizationSummary;
const streamTotals = (figures: MonetizationSummary, stream: string) => figures.streams.find((entry) => entry.stream === stream)!.totals;
const workspaceOf = async (client: TestClient) => (await client.get('/api/me')).body.workspace.id as string;

describe('the revenue ledger', () => {
  test('sums each stream per currency against the previous period, a refund taking off, never adding currencies', async () => {
    const client = await uplift.member('ledger.sums@monetization.test');
    const entries = [
      { amount: '100.00', currency: 'USD', date: daysAgo(2), stream: 'services' },
      { amount: '50', currency: 'usd', date: daysAgo(10), stream: 'services', notes: 'Audit' },
      { amount: '-25.00', currency: 'USD', date: daysAgo(1), stream: 'services', notes: 'Refund' },
      { amount: '20', currency: 'EUR', date: daysAgo(3), stream: 'services' },
      { amount: '40', currency: 'USD', date: daysAgo(40), stream: 'services' },
      { amount: '9.99', currency: 'USD', date: daysAgo(5), stream: 'courses' },
    ];
    for (const entry of entries) expect((await record(client, entry)).status).toBe(201);

    const figures = await summary(client);
    expect(streamTotals(figures, 'services')).toEqual([
      { currency: 'USD', amountMinor: 12_500, previousMinor: 4000, change: 212.5 },
      { currency: 'EUR', amountMinor: 2000, previousMinor: 0, change: null },
    ]);
    expect(streamTotals(figures, 'courses')).toEqual([{ currency: 'USD', amountMinor: 999, previousMinor: 0, change: null }]);
    expect(streamTotals(figures, 'affiliate')).toEqual([]);
    // The trend: one series per currency, the largest first, every day of the period.
    expect(figures.trends.map((trend) => trend.currency)).toEqual(['USD', 'EUR']);
    const usd = figures.trends[0]!.days;
    expect(usd).toHaveLength(30);
    expect(usd.find((day) => day.day === daysAgo(2))).toMatchObject({ services: 10_000, courses: 0 });
    expect(usd.reduce((total, day) => total + day.services + day.courses, 0)).toBe(12_500 + 999);

    // Seven days: the 50 from ten days ago is the previous period now.
    expect(streamTotals(await summary(client, '7d'), 'services')[0]).toEqual({
      currency: 'USD',
      amountMinor: 7500,
      previousMinor: 5000,
      change: 50,
    });
  });

  test('an entry says what is wrong with it, and names only the workspace’s own programs', async () => {
    const client = await uplift.member('ledger.invalid@monetization.test');
    const other = await uplift.member('ledger.other@monetization.test');
    const valid = { amount: '10', currency: 'USD', date: daysAgo(1), stream: 'products' };
    const message = async (body: Record<string, unknown>) => {
      const response = await record(client, body);
      expect(response.status).toBe(400);
      return response.body.error.message as string;
    };
    expect(await message({ ...valid, amount: 'ten' })).toBe('Enter an amount such as 49.00 (negative for a refund)');
    expect(await message({ ...valid, amount: '0' })).toBe('Enter a non-zero amount of at most 10,000,000 in USD');
    expect(await message({ ...valid, amount: '10.5', currency: 'JPY' })).toBe('Enter a non-zero amount of at most 10,000,000 in JPY');
    expect(await message({ ...valid, currency: 'dollars' })).toBe('Enter a three-letter currency code, such as USD');
    expect(await message({ ...valid, date: '2026-02-30' })).toBe('Enter a valid date');
    const theirs = await other.post('/api/monetization/programs', {
      name: 'Theirs',
      category: 'Hosting',
      commission: '10%',
      destination: 'https://theirs.example/',
    });
    expect(await message({ ...valid, programId: theirs.body.id })).toBe('That program, product or service is not in this workspace');
  });

  test('a CSV adds each row once, however often it is imported, and says which lines it could not read', async () => {
    const client = await uplift.member('ledger.csv@monetization.test');
    const csv = [
      'Date,Amount,Currency,Stream,Notes',
      `${daysAgo(3)},49.00,USD,Digital Products,Template`,
      `${daysAgo(3)},49.00,USD,Digital Products,Template`,
      `${daysAgo(4)},$120,USD,Course Sales,`,
      `${daysAgo(4)},12,USD,Lottery,`,
      `not a day,12,USD,products,`,
    ].join('\n');
    const first = await client.post('/api/monetization/revenue/import', { csv });
    expect(first.status).toBe(200);
    // Two identical rows are two sales.
    expect(first.body).toEqual({
      added: 3,
      duplicates: 0,
      rejected: [
        { line: 5, reason: 'Unknown stream “Lottery”' },
        { line: 6, reason: 'Enter a valid date' },
      ],
    });
    expect((await client.post('/api/monetization/revenue/import', { csv })).body).toMatchObject({ added: 0, duplicates: 3 });
    const withIds = `id,date,amount,currency,stream\nord-1,${daysAgo(2)},5,EUR,products\nord-1,${daysAgo(2)},5,EUR,products\n`;
    expect((await client.post('/api/monetization/revenue/import', { csv: withIds })).body).toMatchObject({ added: 1, duplicates: 1 });

    const figures = await summary(client);
    expect(streamTotals(figures, 'products')).toEqual([
      { currency: 'USD', amountMinor: 9800, previousMinor: 0, change: null },
      { currency: 'EUR', amountMinor: 500, previousMinor: 0, change: null },
    ]);
    expect(streamTotals(figures, 'courses')[0]!.amountMinor).toBe(12_000);

    const refused = await client.post('/api/monetization/revenue/import', { csv: 'when,how much\n2026-01-01,5\n' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('The file has no date, amount, currency, stream column');
  });

  test('the entries list both tables newest first; only entries made here may be deleted, and only by their workspace', async () => {
    const client = await uplift.member('ledger.entries@monetization.test');
    const stranger = await uplift.member('ledger.stranger@monetization.test');
    const workspaceId = await workspaceOf(client);
    // A sale the workspace's connected shop reported (integrations' ledger), read beside Monetization's own rows.
    await uplift.server.db.execute(sql`
      with connection as (insert into integration_connections (workspace_id, provider) values (${workspaceId}, 'stripe') returning id)
      insert into commerce_sales (workspace_id, connection_id, provider, external_id, amount_minor, currency, occurred_at)
      select ${workspaceId}, id, 'stripe', 'ch_1', 4900, 'USD', now() - interval '1 day' from connection`);
    const entry = await record(client, { amount: '30', currency: 'USD', date: daysAgo(0), stream: 'services', notes: 'Call' });
    expect(entry.body).toMatchObject({
      source: 'manual',
      stream: 'services',
      amountMinor: 3000,
      currency: 'USD',
      notes: 'Call',
      deletable: true,
    });

    const page = (await client.get('/api/monetization/revenue')).body as RevenueEntryPage;
    expect(page.total).toBe(2);
    expect(page.entries.map((row) => [row.source, row.amountMinor, row.deletable])).toEqual([
      ['manual', 3000, true],
      ['store', 4900, false],
    ]);
    expect(streamTotals(await summary(client), 'products')[0]!.amountMinor).toBe(4900);

    expect((await stranger.delete(`/api/monetization/revenue/${entry.body.id}`)).status).toBe(404);
    expect((await client.delete(`/api/monetization/revenue/${page.entries[1]!.id}`)).status).toBe(404);
    expect((await client.delete(`/api/monetization/revenue/${entry.body.id}`)).status).toBe(204);
    expect(streamTotals(await summary(client), 'services')).toEqual([]);
  });

  test('a shop’s sale counts as the hub’s product it names, else in the stream chosen for its shop', async () => {
    const client = await uplift.member('ledger.streams@monetization.test');
    const workspaceId = await workspaceOf(client);
    const course = await client.post('/api/monetization/products', { name: 'Sourdough Course', type: 'Online Course', price: '99' });
    const [connection] = rowsOf<{ id: string }>(
      await uplift.server.db.execute(
        sql`insert into integration_connections (workspace_id, provider, connected_at) values (${workspaceId}, 'woocommerce', now()) returning id`,
      ),
    );
    const connectionId = connection!.id;
    const sale = (externalId: string, amount: number, productRef: string | null) =>
      uplift.server.db.execute(sql`
        insert into commerce_sales (workspace_id, connection_id, provider, external_id, amount_minor, currency, occurred_at, product_ref)
        values (${workspaceId}, ${connectionId}, 'woocommerce', ${externalId}, ${amount}, 'USD', now() - interval '1 hour', ${productRef})`);
    await sale('order-1', 9900, course.body.id);
    await sale('order-2', 2500, null);
    let figures = await summary(client);
    expect(streamTotals(figures, 'courses')[0]!.amountMinor).toBe(9900);
    expect(streamTotals(figures, 'products')[0]!.amountMinor).toBe(2500);

    const settings = await client.get('/api/monetization/settings');
    expect(settings.body).toEqual({ analyticsRevenue: true, storeStreams: {}, stores: [{ id: connectionId, name: 'WooCommerce' }] });
    const saved = await client.put('/api/monetization/settings', { analyticsRevenue: true, storeStreams: { [connectionId]: 'services' } });
    expect(saved.body.storeStreams).toEqual({ [connectionId]: 'services' });
    figures = await summary(client);
    expect(streamTotals(figures, 'services')[0]!.amountMinor).toBe(2500);
    expect(streamTotals(figures, 'courses')[0]!.amountMinor).toBe(9900);
    expect(streamTotals(figures, 'products')).toEqual([]);
    const entries = (await client.get('/api/monetization/revenue')).body as RevenueEntryPage;
    expect(entries.entries.map((entry) => [entry.stream, entry.against?.name ?? null])).toEqual(
      expect.arrayContaining([
        ['courses', 'Sourdough Course'],
        ['services', null],
      ]),
    );
    // Another workspace's connection cannot be given a stream here.
    const other = await client.put('/api/monetization/settings', {
      analyticsRevenue: false,
      storeStreams: { [crypto.randomUUID()]: 'courses' },
    });
    expect(other.body).toMatchObject({ analyticsRevenue: false, storeStreams: {} });
  });

  test('the Revenue Report gives the period by stream, program, product, service and content, as CSV and as a page to print', async () => {
    const client = await uplift.member('ledger.report@monetization.test');
    await record(client, { amount: '12.50', currency: 'USD', date: daysAgo(1), stream: 'services', notes: '<b>Call</b>' });
    await client.post('/api/monetization/programs', {
      name: 'Oven <Partners>',
      category: 'Equipment',
      commission: '5%',
      destination: 'https://ovens.example/',
    });
    const csv = await client.get('/api/monetization/report.csv?range=7d');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename=revenue-report-${daysAgo(6)}-to-${daysAgo(0)}.csv`);
    const text = await (
      await fetch(`${uplift.server.url}/api/monetization/report.csv?range=7d`, { headers: { cookie: client.cookies } })
    ).text();
    expect(text).toContain('Stream,Consulting Services,USD,12.5,0,');
    expect(text).toContain('Affiliate program,Oven <Partners>,,0,,,0,0');
    const page = await fetch(`${uplift.server.url}/api/monetization/report.html?range=7d`, { headers: { cookie: client.cookies } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h2>By stream</h2>');
    expect(html).toContain('<td>Consulting Services</td><td>$12.50</td>');
    // What the user typed is escaped, never markup.
    expect(html).toContain('Oven &lt;Partners&gt;');
    expect(html).not.toContain('<Partners>');
  });
});
