// AI Outreach (issue 34): a two-step sequence enrolled for 10,000 prospects, its first messages
// approved at once and sent by the sequence sender's own job through a local SMTP sink. Messages per
// second (approval to the last one received; target ≥ 200/s on this 2-core machine), each (enrollment,
// step) received once, and the heap while it sends (target: flat, not growing with the count). Uplift
// runs in this process, on PGlite in a data folder, so its heap can be read. Run by `npm run bench` in
// a process of its own (with --expose-gc, so each memory sample is of what is still live).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { loadConfig, startServer } from '../src/server/testing';
import { freePort, session } from './uplift-process';

const prospects = Number(process.env.BENCH_OUTREACH_PROSPECTS ?? 10_000);
const senderQueue = 'outreach-sequence-send';
const sinkLogin = { user: 'bench@sender.example', pass: 'bench-smtp-password' };

/**
 * An SMTP server that takes every message and keeps only its Message-ID, in a process of its own so
 * that this one's CPU and memory are Uplift's alone. It reports what arrived every 20 ms.
 */
async function serveSink(): Promise<void> {
  let arrived: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === sinkLogin.user && auth.password === sinkLogin.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (!head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        arrived.push(/^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!({ port: (server.server.address() as { port: number }).port });
  const reporting = setInterval(() => {
    if (arrived.length === 0) return;
    process.send!({ arrived });
    arrived = [];
  }, 20);
  process.once('disconnect', () => {
    clearInterval(reporting);
    server.close(() => process.exit(0));
  });
}

async function startSink() {
  const child = fork(fileURLToPath(import.meta.url), ['sink'], { execArgv: ['--import', 'tsx'] });
  const messageIds: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: { port?: number; arrived?: string[] }) => {
      if (message.port) resolve(message.port);
      if (message.arrived) messageIds.push(...message.arrived);
    });
  });
  return {
    port,
    messageIds,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

async function api<Body>(url: string, cookie: string, method: string, pathname: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Body>;
}

type Database = Awaited<ReturnType<typeof startServer>>['db'];

/** The prospects (one contact address each), enrolled with both steps' messages written and waiting for review, straight into the database. */
async function seedEnrollments(db: Database, workspaceId: string, campaignId: string, identityId: string, count: number) {
  await db.execute(sql`
    insert into outreach_prospects (workspace_id, domain, page_url, site_name, opportunity, contacts, discovery_status)
    select ${workspaceId}, 'site-' || i || '.example', 'https://site-' || i || '.example/', 'Site ' || i,
      'Resource page lists sourdough suppliers',
      jsonb_build_array(jsonb_build_object('email', 'editor@site-' || i || '.example', 'name', 'Dana Editor ' || i, 'role', false,
        'confidence', 'high', 'via', 'mailto', 'foundOn', 'https://site-' || i || '.example/contact', 'ownDomain', true,
        'guess', false, 'mailDomain', 'verified')),
      'done'
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into outreach_enrollments (workspace_id, campaign_id, prospect_id, contact_email)
    select workspace_id, ${campaignId}, id, contacts -> 0 ->> 'email' from outreach_prospects where workspace_id = ${workspaceId}`);
  await db.execute(sql`
    insert into outreach_messages (workspace_id, campaign_id, enrollment_id, identity_id, step, opening, subject, body)
    select e.workspace_id, e.campaign_id, e.id, ${identityId}, s.step, 'Your list of bakers is the best I have found.',
      c.steps -> (s.step - 1) ->> 'subject', c.steps -> (s.step - 1) ->> 'body'
    from outreach_enrollments e join outreach_campaigns c on c.id = e.campaign_id, generate_series(1, 2) as s(step)
    where e.campaign_id = ${campaignId}`);
  await db.execute(sql`analyze`);
}

/** This process's memory in MB, after a full collection when --expose-gc allows one. */
function memory(): { heap: number; rss: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed / 1024 / 1024, rss: rss / 1024 / 1024 };
}

/**
 * Sequence sends at `count` prospects: the sender's job (and only it) works, as in production, woken
 * by the approval; everything else in Uplift runs as usual.
 */
export async function benchOutreachSends(count = prospects): Promise<void> {
  const sink = await startSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-outreach-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  // The sink listens on loopback, which an identity's host may reach only in tests and benchmarks.
  const server = await startServer(config, { guardedApi: { allowLoopbackForTests: true }, jobWorkers: [senderQueue] });
  try {
    const cookie = await session(url, 'sign-up', 'outreach@bench.test');
    const me = await api<{ workspace: { id: string } }>(url, cookie, 'GET', '/api/me');
    const identity = await api<{ id: string }>(url, cookie, 'POST', '/api/outreach/identities', {
      fromName: 'Bench Bakery',
      fromAddress: sinkLogin.user,
      smtp: { host: '127.0.0.1', port: sink.port, security: 'starttls', username: sinkLogin.user, password: sinkLogin.pass },
      window: { startHour: 0, endHour: 24, days: [0, 1, 2, 3, 4, 5, 6] },
      dailyCap: 500,
    });
    // A day's cap is at most 500 through the API; the bench's mailbox may take every message today.
    await server.db.execute(sql`update outreach_identities set daily_cap = ${count * 2} where id = ${identity.id}`);
    const campaign = await api<{ id: string }>(url, cookie, 'POST', '/api/outreach/campaigns', {
      name: 'Bench guest posts',
      type: 'Guest post',
      identityId: identity.id,
      steps: [
        {
          subject: 'A guest post for {{site_name}}',
          body: 'Hi {{first_name}},\n\n{{opening}}\n\nOur sourdough guide is at https://bakery.example/guide?ref=1.\n\nBest,\n{{sender_name}}\n\nUnsubscribe: {{unsubscribe_url}}',
        },
        { subject: 'Re: A guest post for {{site_name}}', body: 'Hi {{first_name}},\n\n{{opening}}\n\n{{sender_name}}', delayDays: 3 },
      ],
    });
    await seedEnrollments(server.db, me.workspace.id, campaign.id, identity.id, count);

    const start = memory();
    let middle = start;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { approved } = await api<{ approved: number }>(url, cookie, 'POST', `/api/outreach/campaigns/${campaign.id}/approve`, {});
    const giveUp = Date.now() + 15 * 60_000;
    let lastAt = started;
    for (let seen = 0; sink.messageIds.length < count && Date.now() < giveUp;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (sink.messageIds.length > seen) lastAt = performance.now();
      if (seen < count / 2 && sink.messageIds.length >= count / 2) middle = memory();
      seen = sink.messageIds.length;
    }
    const cpu = process.cpuUsage(cpuBefore);
    const end = memory();
    // Anything doubled would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const seconds = (lastAt - started) / 1000;

    // Both PGlite and node-postgres answer { rows }.
    const { rows: sentRows } = (await server.db.execute(sql`
      select message_id as "messageId" from outreach_messages
      where campaign_id = ${campaign.id} and step = 1 and status = 'sent'`)) as unknown as { rows: { messageId: string }[] };
    const sentIds = new Set(sentRows.map((row) => row.messageId));
    const received = sink.messageIds.length;
    const unique = new Set(sink.messageIds).size;
    const strays = sink.messageIds.filter((id) => !sentIds.has(id)).length;
    const cpuPerMessage = (cpu.user + cpu.system) / 1000 / Math.max(unique, 1);
    console.log(
      `${'outreach sequence sends to the SMTP sink'.padEnd(44)} ${(unique / seconds).toFixed(0).padStart(6)}/s at ${count.toLocaleString('en')} prospects (target ≥ 200/s), heap ${start.heap.toFixed(0)}→${end.heap.toFixed(0)} MB`,
    );
    console.log(
      `${'  each (enrollment, step) received once'.padEnd(44)} ${unique.toLocaleString('en')} received in ${seconds.toFixed(1)} s: ${count - unique} lost, ${received - unique} doubled, ${strays} not of a sent message   ${sentRows.length.toLocaleString('en')} marked sent (of ${approved.toLocaleString('en')} approved, the follow-ups due in 3 days)`,
    );
    console.log(
      `${'  memory (start, middle, end), CPU'.padEnd(44)} heap ${start.heap.toFixed(0)}, ${middle.heap.toFixed(0)}, ${end.heap.toFixed(0)} MB   RSS ${start.rss.toFixed(0)}, ${middle.rss.toFixed(0)}, ${end.rss.toFixed(0)} MB   CPU ${cpuPerMessage.toFixed(1)} ms a message   (target: flat)`,
    );
  } finally {
    await server.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run as a script by `npm run bench`, and as the sink's own process.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (process.argv[2] === 'sink') await serveSink();
  else await benchOutreachSends(Number(process.argv[2] ?? prospects));
}
