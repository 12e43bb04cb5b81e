import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StudioVideoDetail } from '@/shared/studio/studio';
import { serveBakerySite, type ServedSite } from '../../crawl/fixtures/serve-bakery-site';
import { startWebhookReceiver, type WebhookReceiver } from '../../features/integrations/test/webhook-receiver';
import { startFakeBluesky, type FakeBluesky } from '../../features/social/test/fake-bluesky';
import { freePort } from '../free-port';
import { withConnection } from '../../db/client';
import { createClient, testPassword, type TestClient } from '../harness';
import { startSmtpSink, type SmtpSink } from '../smtp-sink';
import { minuteWithRoom, until } from '../until';
import { bundleProcessEntry, upliftProcess, type UpliftProcess } from './processes';

/**
 * Issue 38 (ADR 042): two web processes and one that only runs jobs, on one PostgreSQL database, as
 * the compose file deploys them. Each part checks what a user would notice if a process kept anything
 * to itself: sessions, sign-outs and bans, rate limits, jobs, analytics, a crash and a stop.
 * PostgreSQL only (the embedded database is one process's): `DATABASE_URL=... npx vitest run --project
 * scale-out`, which CI runs beside the API tests on PostgreSQL.
 */
const serverUrl = process.env.DATABASE_URL;
const sessionCacheSeconds = 2;
const analyticsPerMinute = 20;
const signInsPerMinute = 4;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.skipIf(!serverUrl)('two web processes and a worker on one PostgreSQL', () => {
  const databaseName = `uplift_scale_${randomBytes(6).toString('hex')}`;
  let bundle = '';
  let dataDir = '';
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let site: ServedSite;
  let bluesky: FakeBluesky;
  let web: [UpliftProcess, UpliftProcess];
  let worker: UpliftProcess;
  let admin: TestClient;
  let addresses = 0;

  const addressOf = new WeakMap<TestClient, string>();
  /** A person behind their own address (the proxy's X-Forwarded-For), so each meets the limits alone. */
  const person = (uplift: UpliftProcess) => {
    const address = `198.51.100.${++addresses}`;
    const client = createClient(uplift.url, '', { 'x-forwarded-for': address });
    addressOf.set(client, address);
    return client;
  };
  /** The same person, from the same address, with the session they have, sent to another process. */
  const on = (uplift: UpliftProcess, client: TestClient) => {
    const address = addressOf.get(client) as string;
    const elsewhere = createClient(uplift.url, client.cookies, { 'x-forwarded-for': address });
    addressOf.set(elsewhere, address);
    return elsewhere;
  };
  /** A visitor's page view as the tracker sends it, from a browser at `address`. */
  const pageView = (uplift: UpliftProcess, address: string, projectId: string, url: string) =>
    fetch(`${uplift.url}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': browser, 'x-forwarded-for': address, origin: new URL(url).origin },
      body: JSON.stringify({ p: projectId, n: 'pageview', u: url }),
    });

  const databaseUrl = () => {
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };

  beforeAll(async () => {
    // An empty database: the three processes start together and migrate it once between them.
    await withConnection(serverUrl as string, (client) => client.query(`create database ${databaseName}`));
    [bundle, dataDir, sink, receiver, site, bluesky] = await Promise.all([
      bundleProcessEntry(),
      mkdtemp(path.join(tmpdir(), 'uplift-scale-out-')),
      // Slow enough that a campaign is still sending when its process is killed.
      startSmtpSink({ delayMs: 40 }),
      startWebhookReceiver(),
      serveBakerySite({ pageCount: 12 }),
      startFakeBluesky(),
    ]);
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const origins = ports.map((port) => `http://127.0.0.1:${port}`);
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl(),
      APP_SECRET: randomBytes(32).toString('hex'),
      // The files volume every process shares.
      DATA_DIR: dataDir,
      PUBLIC_URL: origins[0] as string,
      TRUSTED_ORIGINS: origins.join(','),
      TRUST_PROXY: 'true',
      SESSION_CACHE_SECONDS: String(sessionCacheSeconds),
      ANALYTICS_RATE_LIMIT: String(analyticsPerMinute),
      AUTH_SIGN_IN_RATE_LIMIT: String(signInsPerMinute),
      SMTP_URL: sink.url,
      EMAIL_SEND_RATE: '20',
      EMAIL_SMTP_CONNECTIONS: '1',
      // The fixture site, the webhook receiver, the Bluesky server and the mail sink are on loopback.
      FETCH_ALLOW_PRIVATE_NETWORK: 'true',
      AUDIT_RENDER_PAGES: '0',
      LOG_LEVEL: 'error',
      SHUTDOWN_SECONDS: '10',
      // A killed process's jobs go back to the queue in seconds rather than production's half minute.
      UPLIFT_TEST_OVERRIDES: JSON.stringify({ jobLeaseTerms: { renewMs: 500, expireMs: 2000 } }),
    };
    const [firstPort, secondPort, workerPort] = ports as [number, number, number];
    web = [upliftProcess({ name: 'web 1', bundle, port: firstPort, env }), upliftProcess({ name: 'web 2', bundle, port: secondPort, env })];
    worker = upliftProcess({ name: 'worker', bundle, port: workerPort, env: { ...env, PROCESS_ROLE: 'worker' } });
    await Promise.all([...web, worker].map((uplift) => uplift.start()));
    admin = person(web[0]);
    expect((await admin.signUp('admin@scale.test', testPassword)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...(web ?? []), ...(worker ? [worker] : [])].map((uplift) => uplift.kill().catch(() => undefined)));
    await Promise.all([sink?.close(), receiver?.close(), site?.close(), bluesky?.close()]);
    await withConnection(serverUrl as string, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
    await rm(dataDir, { recursive: true, force: true });
    await rm(bundle, { force: true });
  });

  async function owner(email: string): Promise<{ client: TestClient; userId: string; workspaceId: string }> {
    const client = person(web[0]);
    expect((await client.signUp(email, testPassword)).status).toBe(200);
    const me = (await client.get('/api/me')).body;
    return { client, userId: me.id, workspaceId: me.workspace.id };
  }

  test('the worker answers its health checks and nothing else', async () => {
    expect((await fetch(`${worker.url}/api/health/ready`)).status).toBe(200);
    expect(await (await fetch(`${worker.url}/api/health`)).json()).toMatchObject({
      app: { role: 'worker' },
      database: { driver: 'postgres' },
    });
    expect((await fetch(`${worker.url}/api/me`)).status).toBe(404);
    expect((await fetch(`${worker.url}/`)).status).toBe(404);
  });

  test('a session made on one web process is accepted by the other; a sign-out on one is honoured by the other', async () => {
    const { client } = await owner('session@scale.test');
    const elsewhere = on(web[1], client);
    expect((await elsewhere.get('/api/me')).body.email).toBe('session@scale.test');
    expect((await client.signOut()).status).toBe(200);
    // The other process trusts what it read for SESSION_CACHE_SECONDS at most.
    await expect.poll(async () => (await elsewhere.get('/api/me')).status, { timeout: 20_000 }).toBe(401);
  });

  test('a ban on one web process is honoured by the other', async () => {
    const { client, userId } = await owner('banned@scale.test');
    const elsewhere = on(web[1], client);
    expect((await elsewhere.get('/api/me')).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${userId}/ban`)).status).toBe(200);
    await expect.poll(async () => (await elsewhere.get('/api/me')).status, { timeout: 20_000 }).toBe(401);
    expect((await person(web[1]).signIn('banned@scale.test', testPassword)).status).not.toBe(200);
  });

  test("a list one web process keeps follows the other's writes, and each writer reads its own at once", async () => {
    const { client } = await owner('lists@scale.test');
    const elsewhere = on(web[1], client);
    const names = async (reader: TestClient) =>
      ((await reader.get('/api/campaigns')).body.campaigns as Array<{ name: string }>).map((row) => row.name);
    const campaign = (name: string) => ({ name, type: 'email', startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });
    expect(await names(elsewhere)).toEqual([]);
    expect((await client.post('/api/campaigns', campaign('Spring bake'))).status).toBe(201);
    // Ten seconds is the longest an answer is kept: only the other process's notice can drop it sooner.
    await expect.poll(() => names(elsewhere), { timeout: 5000 }).toEqual(['Spring bake']);
    expect((await elsewhere.post('/api/campaigns', campaign('Summer bake'))).status).toBe(201);
    expect(await names(elsewhere)).toEqual(['Summer bake', 'Spring bake']);
  });

  test('sign-in attempts are counted across the web processes', async () => {
    await owner('guessed@scale.test');
    const guesser = person(web[0]);
    const guesses: number[] = [];
    for (let guess = 0; guess < signInsPerMinute + 1; guess++) {
      const from = guess % 2 === 0 ? guesser : on(web[1], guesser);
      guesses.push((await from.signIn('guessed@scale.test', `wrong-${guess}`)).status);
    }
    // Half the guesses went to each process: counted apart, none would be refused.
    expect(guesses.slice(0, signInsPerMinute).every((status) => status === 401)).toBe(true);
    expect(guesses.at(-1)).toBe(429);
  });

  test('an address that spends its analytics allowance on one process is refused by the other', async () => {
    // No such project: the limit comes first, and nothing here is counted anywhere.
    const send = (uplift: UpliftProcess) => pageView(uplift, '203.0.113.77', randomUUID(), 'https://shop.example.com/');
    // The allowance is a minute of the clock's: all of this within one.
    await minuteWithRoom(20);
    for (let event = 0; event < analyticsPerMinute; event++) expect((await send(web[0])).status).toBe(202);
    // Counted by the second process alone, it would take analyticsPerMinute more.
    let acceptedThere = 0;
    await expect
      .poll(
        async () => {
          const status = (await send(web[1])).status;
          if (status === 202) acceptedThere++;
          return status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(429);
    expect(acceptedThere).toBeLessThan(analyticsPerMinute);
  });

  test('events sent to both web processes are all counted, and the realtime view shows them on either', async () => {
    const { client } = await owner('analytics@scale.test');
    const projectId = (await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' })).body.id as string;
    const visits = 24;
    const sent = await Promise.all(
      Array.from({ length: visits }, (_, visit) =>
        pageView(web[visit % 2] as UpliftProcess, `192.0.2.${visit + 1}`, projectId, `https://shop.example.com/page-${visit}`),
      ),
    );
    expect(sent.every((response) => response.status === 202)).toBe(true);
    for (const uplift of web) {
      const reader = on(uplift, client);
      await expect
        .poll(async () => (await reader.get(`/api/analytics/projects/${projectId}/report?range=7d`)).body.kpis?.pageViews?.value, {
          timeout: 20_000,
        })
        .toBe(visits);
      expect((await reader.get(`/api/analytics/projects/${projectId}/realtime`)).body).toEqual({ visitors: visits });
    }
  });

  test('a campaign send, a social post, webhook deliveries, an audit and a render each run once, whichever process takes them', async () => {
    const { client, workspaceId } = await owner('jobs@scale.test');
    expect((await admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'enterprise' })).status).toBe(200);

    const endpoint = await client.post('/api/integrations/webhooks', { url: receiver.url });
    expect(endpoint.status).toBe(201);
    receiver.secrets.push(endpoint.body.secret);
    const readers = await campaignTo(client, 'Jobs', 12);
    const pieces = await Promise.all(
      ['Rye', 'Spelt', 'Sourdough'].map(async (title) => {
        const created = await on(web[1], client).post('/api/content', {
          type: 'blog',
          title,
          body: { title, metaDescription: '', content: 'Bread.', tags: [] },
        });
        expect(created.status).toBe(201);
        expect((await client.patch(`/api/content/${created.body.id}/status`, { status: 'published' })).status).toBe(200);
        return created.body.id as string;
      }),
    );
    const account = await client.post('/api/social/accounts', {
      network: 'bluesky',
      handle: bluesky.handle,
      appPassword: bluesky.appPassword,
      service: bluesky.origin,
    });
    expect(account.status).toBe(201);
    const post = await on(web[1], client).post('/api/social/posts', {
      accountIds: [account.body.account.id],
      content: 'Fresh rye today',
      publishNow: true,
    });
    expect(post.status).toBe(201);
    const audit = await client.post('/api/seo/audits', { url: site.url });
    expect(audit.status).toBe(202);
    const video = await shortVideo(client);
    expect((await on(web[1], client).post(`/api/studio/videos/${video}/render`)).status).toBe(202);

    await until(
      async () => (await client.get(`/api/email/campaigns/${readers.campaignId}`)).body.status,
      (status) => status === 'sent',
    );
    const delivered = sink.received.map((mail) => mail.to).filter((to) => to.endsWith('@jobs.scale.test'));
    expect(delivered.sort()).toEqual(readers.emails.sort());

    const published = () =>
      receiver.received.filter((hook) => pieces.some((id) => hook.body.includes(id)) && hook.body.includes('content.published'));
    await until(
      async () => published().length,
      (count) => count >= pieces.length,
    );
    expect(published().map((hook) => hook.id)).toHaveLength(new Set(published().map((hook) => hook.id)).size);
    expect(published()).toHaveLength(pieces.length);
    expect(published().every((hook) => hook.verified)).toBe(true);

    await until(
      async () => [...bluesky.posts.values()].filter((record) => JSON.stringify(record).includes('Fresh rye today')).length,
      (count) => count >= 1,
    );
    expect([...bluesky.posts.values()].filter((record) => JSON.stringify(record).includes('Fresh rye today'))).toHaveLength(1);

    const audited = await until(
      async () => (await client.get(`/api/seo/audits/${audit.body.id}`)).body,
      (body) => body.status === 'done' || body.status === 'failed',
    );
    expect(audited.status).toBe('done');
    const crawls = site.requested.filter((requested) => requested === '/');
    expect(crawls).toHaveLength(1);

    const rendered = await until(
      async () => (await client.get(`/api/studio/videos/${video}`)).body as StudioVideoDetail,
      (detail) => detail.render?.status === 'done' || detail.render?.status === 'failed',
    );
    expect(rendered.render?.status).toBe('done');
    // Rendered by one process, its file is served by every web process from the shared files.
    for (const uplift of web) {
      const file = await fetch(new URL(rendered.fileUrl as string, uplift.url), { headers: { cookie: client.cookies } });
      expect(file.status).toBe(200);
    }
    // Nothing ran twice: each job ran to completion once.
    const doubled = await withConnection(databaseUrl(), (db) =>
      db.query(
        `select name, count(*)::int from pgboss.job where state = 'completed' and name in ('studio-render', 'seo-site-audit') group by name`,
      ),
    );
    expect(doubled.rows.every((row: { count: number }) => row.count === 1)).toBe(true);
  }, 240_000);

  test('a process killed mid-send leaves its campaign to another, which finishes it, nobody mailed twice', async () => {
    const { client } = await owner('killed@scale.test');
    const readers = await campaignTo(client, 'Killed', 80, 'killed.scale.test');
    await until(
      async () => sink.received.filter((mail) => mail.to.endsWith('@killed.scale.test')).length,
      (count) => count >= 5,
    );
    const holder = await withConnection(databaseUrl(), async (db) => {
      const leased = await db.query(`select process_id from job_leases where queue = 'email-campaign-send' limit 1`);
      return (leased.rows[0] as { process_id?: string } | undefined)?.process_id;
    });
    const killed = [...web, worker].find((uplift) => holder?.split(':')[1] === String(uplift.child.pid));
    expect(killed, `the process holding the send (${holder})`).toBeDefined();
    await killed!.kill();
    try {
      const reader = on(killed === web[0] ? web[1] : web[0], client);
      // Its job comes back within the lease's term; the campaign's own lease, a minute, then lets another run take over.
      await expect
        .poll(async () => (await reader.get(`/api/email/campaigns/${readers.campaignId}`)).body.status, { timeout: 180_000, interval: 500 })
        .toBe('sent');
      const recipients = sink.received.map((mail) => mail.to).filter((to) => to.endsWith('@killed.scale.test'));
      expect(new Set(recipients).size).toBe(recipients.length);
      // The batch the killed process had claimed may have been on its way: it is counted interrupted,
      // never sent twice. Everyone else got the campaign once.
      const ledger = await withConnection(databaseUrl(), async (db) => {
        const rows = await db.query('select email, status from email_sends where campaign_id = $1', [readers.campaignId]);
        return rows.rows as { email: string; status: string }[];
      });
      const sent = ledger.filter((row) => row.status === 'sent').map((row) => row.email);
      expect(sent.every((email) => recipients.includes(email))).toBe(true);
      expect(ledger.filter((row) => row.status !== 'sent' && row.status !== 'interrupted')).toEqual([]);
      expect(recipients.length + ledger.filter((row) => row.status === 'interrupted').length).toBeGreaterThanOrEqual(readers.emails.length);
      expect(recipients.length).toBeGreaterThan(readers.emails.length / 2);
    } finally {
      await killed!.start();
    }
  }, 240_000);

  test('SIGTERM: a web process stops taking requests, finishes the ones it has, and exits in time; none fails', async () => {
    const { client } = await owner('stop@scale.test');
    const projectId = (await client.post('/api/projects', { name: 'Stop', url: 'https://stop.example.com' })).body.id as string;
    const stopping = web[1];
    const answers: number[] = [];
    let sending = true;
    const traffic = (async () => {
      for (let visit = 0; sending; visit++) {
        const answer = await pageView(stopping, `192.0.2.${(visit % 200) + 1}`, projectId, 'https://stop.example.com/').catch(
          () => undefined,
        );
        // Refused connections are the load balancer's to retry elsewhere; an answer must never be an error.
        if (answer) answers.push(answer.status);
        else if (answers.length > 0) break;
      }
    })();
    await until(
      async () => answers.length,
      (count) => count >= 20,
    );
    const stopped = await stopping.stop().finally(() => {
      sending = false;
    });
    await traffic;
    await stopping.start();
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000 + 5_000);
    expect(answers.filter((status) => status >= 500)).toEqual([]);
    // Every event it answered was kept: its buffer was written before it closed the database.
    const accepted = answers.filter((status) => status === 202).length;
    await expect
      .poll(async () => (await client.get(`/api/analytics/projects/${projectId}/report?range=7d`)).body.kpis?.pageViews?.value, {
        timeout: 20_000,
      })
      .toBe(accepted);
    expect(stopping.errors.join('')).not.toMatch(/error/i);
  }, 120_000);

  test('the scheduled rollup runs once a minute, however many processes run jobs', async () => {
    // pg-boss's schedule queues one "send it" job per minute and schedule (a unique index on the minute),
    // which the first process free makes into the minute's job: counted in one snapshot, each sent
    // minute made one job. By the minute it was made in, a late minute's job and the next one's may
    // share a minute on a busy machine, so the minutes sent are what is counted.
    const counts = await withConnection(databaseUrl(), async (db) => {
      const { rows } = await db.query(`
        select
          (select count(*)::int from pgboss.job where name = 'analytics-rollups') as runs,
          (select count(*)::int from pgboss.job where name = '__pgboss__send-it' and singleton_key = 'analytics-rollups' and state = 'completed') as sent,
          (select count(*)::int from pgboss.job where name = '__pgboss__send-it' and singleton_key = 'analytics-rollups' and state = 'active') as sending,
          (select count(*)::int from (select 1 from pgboss.job where name = '__pgboss__send-it' and singleton_key = 'analytics-rollups' group by singleton_on having count(*) > 1) twice) as minutes_sent_twice`);
      return rows[0] as { runs: number; sent: number; sending: number; minutes_sent_twice: number };
    });
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    expect(counts.minutes_sent_twice).toBe(0);
    // A job made by a "send it" job still finishing (made, not yet marked done) is the only extra.
    expect(counts.runs).toBeGreaterThanOrEqual(counts.sent);
    expect(counts.runs).toBeLessThanOrEqual(counts.sent + counts.sending);
  });

  /** A list of `count` readers and a campaign to them, sent. */
  async function campaignTo(client: TestClient, name: string, count: number, domain = 'jobs.scale.test') {
    await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' });
    const list = (await client.post('/api/email/lists', { name, optIn: 'single' })).body;
    const emails = Array.from({ length: count }, (_, index) => `reader${index}@${domain}`);
    for (const email of emails) expect((await client.post('/api/email/subscribers', { email, listIds: [list.id] })).status).toBe(201);
    const campaign = (await client.post('/api/email/campaigns', { name, listId: list.id, subject: 'Hello' })).body;
    expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
    return { campaignId: campaign.id as string, emails };
  }

  /** A short video of two narrated scenes, ready to render. */
  async function shortVideo(client: TestClient): Promise<string> {
    const created = (await client.post('/api/studio/videos', { title: 'Scale', type: 'YouTube Short', topic: 'Rye bread' }))
      .body as StudioVideoDetail;
    const scenes = created.timeline.scenes
      .slice(0, 2)
      .map((scene, index) => ({ ...scene, narration: `Rye, part ${index + 1}.`, length: 1 }));
    await client.patch(`/api/studio/videos/${created.id}`, { timeline: { ...created.timeline, scenes } });
    return created.id;
  }
});
