import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Workflow } from '@/shared/integrations/workflows';
import type { Notification } from '@/shared/user';
import type { TestClient } from '../../../test/harness';
import { lastMailTo } from '../../../test/outbox';
import { TestClock } from '../../../test/test-clock';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { startFakeHttp } from '../../../test/fake-http';
import { type FakeChatWebhooks, startFakeChatWebhooks } from '../test/fake-chat-webhooks';

const dayMs = 86_400_000;
let site: { url: string; close(): Promise<void> };
let chat: FakeChatWebhooks;

const bakeryPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rye and spelt loaves baked daily</title>
<meta name="description" content="A small bakery's breads, baked each morning with rye, spelt and time."></head>
<body><h1>Our bread</h1><p>Rye and spelt loaves, baked each morning.</p></body></html>`;

beforeAll(async () => {
  // A one-page site over plain http: its audit finds a critical issue (not served over HTTPS) the first time.
  const server = await startFakeHttp((request, response) => {
    if (request.path === '/') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bakeryPage);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  site = { url: server.origin, close: server.close };
  chat = await startFakeChatWebhooks();
});
afterAll(async () => {
  await site?.close();
  await chat?.close();
});

const clock = new TestClock();
const uplift = useTestServer({}, { clock, safeFetcher: { allowLoopbackForTests: true }, guardedApi: { allowLoopbackForTests: true } });

const seoMonitor = async (client: TestClient) =>
  ((await client.get('/api/integrations/workflows')).body.workflows as Workflow[]).find((workflow) => workflow.kind === 'seo_monitor')!;

/** The schedule's tick, as pg-boss fires it, and everything it leads to (the audit, its event) done. */
async function tick(): Promise<void> {
  await uplift.server.db.execute(sql`insert into pgboss.job (name, data) values ('integrations-seo-monitor', '{}'::jsonb)`);
  await uplift.server.drained();
}

const endedRuns = async (client: TestClient, count: number) =>
  (await until(
    async () => (await seoMonitor(client)).runs,
    (runs) => runs.length >= count && runs.every((run) => run.status !== 'running'),
  ))!;

async function project(client: TestClient, url: string | undefined): Promise<string> {
  const created = await client.post('/api/projects', { name: 'Bakery', ...(url && { url }) });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const steps = (run: Workflow['runs'][number]) => run.steps.map((step) => [step.label, step.status, step.detail]);

describe('SEO Monitor', () => {
  test('each period it re-audits the site and alerts the team, Slack included, of new critical issues and rank drops', async () => {
    const member = await uplift.member('monitor.owner@example.com', 'professional');
    const me = (await member.get('/api/me')).body;
    const projectId = await project(member, site.url);
    expect((await member.post('/api/integrations/slack/connect', { credentials: { webhookUrl: chat.slackUrl } })).status).toBe(200);
    const activated = await member.put('/api/integrations/workflows/seo_monitor', {
      active: true,
      settings: { projectId, frequency: 'daily' },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.settings).toEqual({ projectId, frequency: 'daily', rankDropThreshold: 5 });

    // The first audit finds the bare site's critical issue (it is not served over HTTPS).
    await tick();
    const [first] = await endedRuns(member, 1);
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    expect(first).toMatchObject({ trigger: `Daily check of ${day}`, status: 'succeeded', error: null });
    expect(steps(first!)).toEqual([
      ['Started the site audit', 'done', site.url],
      ['Audited the site', 'done', expect.stringMatching(/^1 page; [1-9]\d* new critical issues?$/)],
      ['Checked the rankings', 'skipped', 'No tracked keyword of this project has been checked yet.'],
      ['Alerted the team', 'done', '1 member'],
      ['Posted to Slack', 'done', null],
    ]);
    const notices = (await member.get('/api/notifications')).body.items as Notification[];
    const alert = notices.find((notice) => notice.title === `SEO Monitor: ${site.url}`);
    expect(alert).toMatchObject({ link: '/seo', body: expect.stringMatching(/new critical issues? on/) });
    expect(await lastMailTo(uplift.server.db, 'monitor.owner@example.com')).toMatchObject({ subject: `SEO Monitor: ${site.url}` });
    expect(chat.slackMessages.at(-1)).toContain(`SEO Monitor: ${site.url}`);

    // The same day again: no second run.
    await tick();
    expect((await seoMonitor(member)).runs).toHaveLength(1);

    // The next day: nothing new on the site, but a keyword fell 9 places.
    // As the daily rank check leaves them (SEO's own rank tests cover the check itself).
    await uplift.server.db.execute(sql`
      insert into seo_tracked_keywords (workspace_id, project_id, keyword, country, device, position, previous_position, checked_on, checked_at)
      values (${me.workspace.id}, ${projectId}, 'rye bread', 'us', 'desktop', 12, 3, current_date, now()),
             (${me.workspace.id}, ${projectId}, 'spelt', 'us', 'desktop', 6, 4, current_date, now())`);
    clock.advance(dayMs);
    const slackBefore = chat.slackMessages.length;
    await tick();
    const [second] = await endedRuns(member, 2);
    expect(second).toMatchObject({ status: 'succeeded' });
    expect(steps(second!).slice(1, 3)).toEqual([
      ['Audited the site', 'done', '1 page; 0 new critical issues'],
      ['Checked the rankings', 'done', 'rye bread: 3 → 12'],
    ]);
    expect(chat.slackMessages.slice(slackBefore)).toEqual([`SEO Monitor: ${site.url}\n• “rye bread” dropped from 3 to 12`]);

    // The day after, with nothing new: nobody is alerted.
    await uplift.server.db.execute(sql`update seo_tracked_keywords set previous_position = position where project_id = ${projectId}`);
    clock.advance(dayMs);
    await tick();
    const [third] = await endedRuns(member, 3);
    expect(third!.steps.at(-1)).toEqual({
      label: 'Alerts',
      status: 'skipped',
      detail: 'No new critical issues and no rank drops: nobody was alerted.',
    });
    expect(chat.slackMessages).toHaveLength(slackBefore + 1);
  });

  test('a project gone since it was turned on fails the run with the reason; turned off, it does not run', async () => {
    const member = await uplift.member('monitor.gone@example.com', 'professional');
    const projectId = await project(member, 'https://gone.example');
    const settings = { projectId, frequency: 'weekly', rankDropThreshold: 3 };
    expect((await member.put('/api/integrations/workflows/seo_monitor', { active: true, settings })).status).toBe(200);
    expect((await member.delete(`/api/projects/${projectId}`)).status).toBe(204);
    await tick();
    const [run] = await endedRuns(member, 1);
    expect(run).toMatchObject({ status: 'failed', error: 'The chosen project no longer exists: choose another.' });
    expect(run!.trigger).toMatch(/^Weekly check, week of \d{4}-\d{2}-\d{2}$/);

    // Turning off never fails on a project that has gone since.
    expect((await member.put('/api/integrations/workflows/seo_monitor', { active: false, settings })).status).toBe(200);
    clock.advance(7 * dayMs);
    await tick();
    expect((await seoMonitor(member)).runs).toHaveLength(1);
  });

  test('an audit that never completes is given up a day later, and that day’s run starts', async () => {
    const member = await uplift.member('monitor.down@example.com', 'professional');
    const down = await startFakeHttp(() => undefined);
    const origin = down.origin;
    await down.close();
    const projectId = await project(member, origin);
    await member.put('/api/integrations/workflows/seo_monitor', { active: true, settings: { projectId, frequency: 'daily' } });
    await tick();
    const [waiting] = (await seoMonitor(member)).runs;
    expect(waiting).toMatchObject({ status: 'running' });
    expect(steps(waiting!)).toEqual([['Started the site audit', 'done', origin]]);

    clock.advance(dayMs);
    await tick();
    const runs = await until(
      async () => (await seoMonitor(member)).runs,
      (found) => found.length === 2 && found[1]!.status !== 'running',
    );
    expect(runs[1]).toMatchObject({ id: waiting!.id, status: 'failed', error: 'The site audit did not finish: see the SEO screen.' });
  });

  test('the settings name a project of the workspace with a site address', async () => {
    const member = await uplift.member('monitor.rules@example.com', 'professional');
    const stranger = await uplift.member('monitor.stranger@example.com', 'professional');
    const theirs = await project(stranger, 'https://theirs.example');
    const noSite = await project(member, undefined);
    const put = (settings: unknown) => member.put('/api/integrations/workflows/seo_monitor', { active: true, settings });
    const foreign = await put({ projectId: theirs, frequency: 'daily' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Choose a project of this workspace');
    expect((await put({ projectId: noSite, frequency: 'daily' })).body.error.message).toBe(
      'The project needs its site’s address to be audited',
    );
    expect((await put({ projectId: noSite, frequency: 'hourly' })).status).toBe(400);
    expect((await put({ projectId: noSite, frequency: 'daily', rankDropThreshold: 0 })).body.error.message).toBe(
      'A rank drop is at least 1 position',
    );
  });

  test('a run a stopped process left under way ends failed with the reason at the next tick, and is not run again', async () => {
    const member = await uplift.member('monitor.interrupted@example.com');
    const workspaceId = (await member.get('/api/me')).body.workspace.id as string;
    const started = new Date(clock.now() - 20 * 60_000);
    await uplift.server.db.execute(
      sql`insert into workflow_runs (workspace_id, kind, trigger, status, started_at) values (${workspaceId}, 'blog_to_social', 'Published “Rye”', 'running', ${started})`,
    );
    await tick();
    const runs = ((await member.get('/api/integrations/workflows')).body.workflows as Workflow[]).find(
      (workflow) => workflow.kind === 'blog_to_social',
    )!.runs;
    expect(runs).toEqual([
      expect.objectContaining({
        status: 'failed',
        error: 'Uplift stopped during this run. It was not run again, so that nothing is done twice: check its steps.',
      }),
    ]);
  });
});
