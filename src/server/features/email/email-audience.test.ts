import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { until } from '../../test/until';
import { emailMessages } from '@/shared/email/email';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { signupMessages } from './public/signup-service';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { emailImports } from './schema';

let sink: SmtpSink;
const env: Record<string, string> = {};
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(() => sink.close());
const uplift = useTestServer(env);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${uplift.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  });

async function importCsv(client: TestClient, listId: string, csv: string, mapping: Record<string, unknown> = {}) {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'people.csv');
  body.append('mapping', JSON.stringify({ listId, email: 'email', ...mapping }));
  const started = await fetch(`${uplift.server.url}/api/email/imports`, {
    method: 'POST',
    headers: { origin: uplift.server.url, cookie: client.cookies },
    body,
  });
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as { id: string };
  return until(
    async () => (await client.get(`/api/email/imports/${id}`)).body,
    (run) => run.status === 'done' || run.status === 'failed',
  );
}

describe('the public sign-up form', () => {
  test('double opt-in: the form sends a confirmation, and its link subscribes with consent recorded', async () => {
    const client = await uplift.member('forms@email.test');
    const list = (await client.post('/api/email/lists', { name: 'Bakery news', optIn: 'double' })).body;
    const page = await fetch(list.formUrl);
    expect(await page.text()).toContain('Subscribe to Bakery news');

    const before = sink.received.length;
    const answer = await postForm(`/m/subscribe/${list.id}`, { email: 'Ivy@Readers.test', name: 'Ivy' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(signupMessages.confirmationSent.replace("'", '&#39;'));
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.to).toBe('ivy@readers.test');
    expect(mail!.parsed.subject).toBe('Confirm your subscription to Bakery news');
    let listed = (await client.get(`/api/email/subscribers?listId=${list.id}`)).body.subscribers;
    expect(listed[0].lists[0].status).toBe('unconfirmed');
    // Webhooks and workflows hear of the new subscriber once the address is confirmed, not before.
    const created = async () =>
      rowsOf(
        await uplift.server.db.execute(
          sql`select 1 from domain_events where type = 'subscriber.created' and data->>'email' = 'ivy@readers.test'`,
        ),
      ).length;
    expect(await created()).toBe(0);

    const link = mail!.parsed.text!.match(/https?:\/\/\S+\/m\/confirm\/\S+/)![0];
    expect(await (await fetch(link)).text()).toContain('Confirm my subscription');
    expect(await (await fetch(link)).text()).not.toContain('confirmed');
    const confirmed = await fetch(link, { method: 'POST' });
    expect(await confirmed.text()).toContain(signupMessages.confirmed);
    listed = (await client.get(`/api/email/subscribers?listId=${list.id}`)).body.subscribers;
    expect(listed[0]).toMatchObject({
      email: 'ivy@readers.test',
      name: 'Ivy',
      source: 'form',
      lists: [expect.objectContaining({ status: 'subscribed' })],
    });
    expect(listed[0].consentAt).not.toBeNull();
    expect(await created()).toBe(1);
    expect((await fetch(`${link.slice(0, -2)}xx`, { method: 'POST' })).status).toBe(400);
  });

  test('answers bad input with 400 and a clear message, fills nothing for a bot, and limits sign-ups per address', async () => {
    const client = await uplift.member('bots@email.test');
    const list = (await client.post('/api/email/lists', { name: 'Open list', optIn: 'single' })).body;
    const bad = await postForm(`/m/subscribe/${list.id}`, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(emailMessages.invalidEmail);
    const json = await fetch(`${uplift.server.url}/m/subscribe/${list.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": 5}',
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: { message: string } }).error.message).toBe(emailMessages.invalidEmail);
    expect(
      (
        await fetch(`${uplift.server.url}/m/subscribe/${list.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        })
      ).status,
    ).toBe(400);
    expect((await postForm('/m/subscribe/not-a-list', { email: 'a@b.test' })).status).toBe(404);

    expect((await postForm(`/m/subscribe/${list.id}`, { email: 'bot@spam.test', website: 'http://spam.test' })).status).toBe(200);
    expect((await postForm(`/m/subscribe/${list.id}`, { email: 'jo@readers.test' })).status).toBe(200);
    const listed = (await client.get(`/api/email/subscribers?listId=${list.id}`)).body.subscribers;
    expect(listed.map((person: { email: string }) => person.email)).toEqual(['jo@readers.test']);
    expect(listed[0].lists[0].status).toBe('subscribed');

    let refused = 0;
    for (let attempt = 0; attempt < 20; attempt++)
      if ((await postForm(`/m/subscribe/${list.id}`, { email: `many${attempt}@readers.test` })).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
  });
});

describe('imports, segments, templates and the export', () => {
  test('an import merges repeated addresses, lists rejected rows with their reason and stops at the plan’s contact limit', async () => {
    const client = await uplift.member('imports@email.test');
    const list = (await client.post('/api/email/lists', { name: 'Customers' })).body;
    const csv =
      'Email,Full name,Plan,City\nkim@readers.test,Kim,paid,Leeds\nnope,No One,,\nKIM@readers.test,Kim Again,,\nlee@readers.test,Lee,free,York\n,Nobody,,\n';
    const run = await importCsv(client, list.id, csv, { email: 'Email', name: 'Full name', tier: 'Plan', attributes: ['City'] });
    expect(run).toMatchObject({ status: 'done', rowsRead: 5, imported: 2, merged: 1, rejectedCount: 2 });
    expect(run.rejected).toEqual([
      { row: 3, email: 'nope', reason: 'Not a valid email address' },
      { row: 6, email: '', reason: 'No email address' },
    ]);
    const kim = (await client.get('/api/email/subscribers?search=kim')).body.subscribers[0];
    expect(kim).toMatchObject({ tier: 'paid', attributes: { City: 'Leeds' }, source: 'import' });

    const segments = (await client.get('/api/email/segments')).body.segments;
    expect(segments.map((segment: { id: string; count: number; growth: number }) => [segment.id, segment.count, segment.growth])).toEqual([
      ['all', 2, 2],
      ['engaged', 2, 2],
      ['customers', 1, 1],
      ['leads', 1, 1],
    ]);
    expect(
      (await client.post('/api/email/segments', { name: 'Leeds', rules: { attribute: { key: 'City', value: 'Leeds' } } })).body.error.code,
    ).toBe('FEATURE_NOT_AVAILABLE');

    // Data export is Professional and up (the feature catalogue), as Analytics' Export Report is.
    const notOnPlan = await client.get('/api/email/export?segmentId=customers');
    expect([notOnPlan.status, notOnPlan.body.error.code, notOnPlan.body.error.message]).toEqual([
      403,
      'FEATURE_NOT_AVAILABLE',
      emailMessages.exportNotOnPlan,
    ]);

    const big = `email\n${Array.from({ length: 2003 }, (_, index) => `p${index}@bulk.test`).join('\n')}\n`;
    const capped = await importCsv(client, list.id, big);
    expect(capped).toMatchObject({ status: 'done', imported: 1998, rejectedCount: 5 });
    expect(capped.rejected[0].reason).toBe("Your plan's contact limit is reached");
    const refused = await client.post('/api/email/subscribers', { email: 'one-more@readers.test', listIds: [list.id] });
    expect(refused.body.error.code).toBe('PLAN_LIMIT_REACHED');
  });

  test('an import whose process died after its first rows carries on after them, no row imported twice', async () => {
    const client = await uplift.member('import-resumed@email.test');
    const me = (await client.get('/api/me')).body;
    const list = (await client.post('/api/email/lists', { name: 'Resumed' })).body;
    // What the dead run left: its first two rows stored and counted, the import running, its heartbeat silent.
    for (const email of ['ada@resumed.test', 'bo@resumed.test'])
      expect((await client.post('/api/email/subscribers', { email, listIds: [list.id] })).status).toBe(201);
    const [row] = await uplift.server.db
      .insert(emailImports)
      .values({
        workspaceId: me.workspace.id,
        createdBy: me.id,
        listId: list.id,
        file: Buffer.from('email\nada@resumed.test\nbo@resumed.test\ncy@resumed.test\ndee@resumed.test\n'),
        mapping: { email: 'email', attributes: [], allowanceWorkspaceId: me.workspace.id },
        status: 'running',
        rowsRead: 2,
        imported: 2,
        updatedAt: new Date(Date.now() - 2 * 60_000),
      })
      .returning();
    const run = await until(
      async () => (await client.get(`/api/email/imports/${row!.id}`)).body,
      (read) => read.status === 'done' || read.status === 'failed',
    );
    expect(run).toMatchObject({ status: 'done', rowsRead: 4, imported: 4, merged: 0, rejectedCount: 0 });
    const subscribers = (await client.get('/api/email/subscribers')).body.subscribers as { email: string }[];
    expect(subscribers.map((subscriber) => subscriber.email).sort()).toEqual([
      'ada@resumed.test',
      'bo@resumed.test',
      'cy@resumed.test',
      'dee@resumed.test',
    ]);
  });

  test('custom segments count their rules and export; templates count their campaigns, preview sanitized and stop at the plan’s limit', async () => {
    const client = await uplift.member('segments@email.test', 'professional');
    const list = (await client.post('/api/email/lists', { name: 'Members' })).body;
    await importCsv(client, list.id, 'email,city\nmo@readers.test,Leeds\nned@readers.test,York\n', { attributes: ['city'] });
    const leeds = await client.post('/api/email/segments', {
      name: 'Leeds',
      rules: { listId: list.id, attribute: { key: 'city', value: 'Leeds' } },
    });
    expect(leeds.body).toMatchObject({ name: 'Leeds', builtIn: false, count: 1, growth: 1 });
    const exported = await fetch(`${uplift.server.url}/api/email/export?segmentId=${leeds.body.id}`, {
      headers: { cookie: client.cookies },
    });
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename=subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await exported.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,name,tier,source,lists,consent_at,created_at,attributes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('mo@readers.test,,free,import,Members (subscribed)');

    const template = (
      await client.post('/api/email/templates', {
        name: 'Weekly',
        category: 'Newsletter',
        format: 'html',
        body: '<p onclick="x()">Hi {{ first_name | default: "there" }}</p><script>alert(1)</script>',
      })
    ).body;
    const preview = await client.post('/api/email/preview', { subject: 'For {{ name }}', format: 'html', body: template.body });
    expect(preview.body.subject).toBe('For Alex Example');
    expect(preview.body.html).toContain('<p>Hi Alex</p>');
    expect(preview.body.html).not.toMatch(/script|onclick/);
    // It renders the body it is sent: an id to render instead is refused, not ignored.
    for (const field of ['templateId', 'campaignId']) {
      expect((await client.post('/api/email/preview', { subject: 'S', body: 'B', [field]: template.id })).status).toBe(400);
    }
    await client.post('/api/email/campaigns', {
      name: 'From the template',
      listId: list.id,
      templateId: template.id,
      subject: 'S',
      segmentId: leeds.body.id,
    });
    expect((await client.get('/api/email/templates')).body.templates[0].usage).toBe(1);

    const starter = await uplift.member('templates@email.test');
    for (let index = 0; index < 5; index++) expect((await starter.post('/api/email/templates', { name: `T${index}` })).status).toBe(201);
    const sixth = await starter.post('/api/email/templates', { name: 'T6' });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.code).toBe('PLAN_LIMIT_REACHED');
  });
});
