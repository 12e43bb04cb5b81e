// Email Marketing (issue 16): a campaign to 100,000 subscribers sent through a local SMTP sink,
// messages per second (target ≥ 500/s on this 2-core machine) with the Uplift process's memory while
// it sends (target: flat, under 300 MB); then the tracking endpoints' requests per second. Run by
// `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../src/server/testing';
import { connections, duration, freePort, memoryOf, postgresDatabase, session, startUplift, stop } from './uplift-process';

const recipients = Number(process.env.BENCH_EMAIL_RECIPIENTS ?? 100_000);

/** An SMTP server that takes every message and keeps only the first (for its links) and a count. */
async function startSink() {
  let received = 0;
  let first = '';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => received === 0 && chunks.push(chunk));
      stream.on('end', () => {
        if (received === 0) first = Buffer.concat(chunks).toString('utf8');
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    first: () => first,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function api(url: string, cookie: string, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: string; status: string; sent: number }>;
}

/** Adds `count` subscribers on the list straight into the database (a stopped instance's PGlite, or PostgreSQL). */
async function seedSubscribers(where: { dataDir: string; databaseUrl?: string }, listId: string, count: number) {
  const database = await openDatabase(where);
  try {
    await database.db.execute(sql`
      insert into subscribers (workspace_id, email, name, source, attributes)
      select l.workspace_id, 'reader' || i || '@sink.test', 'Reader ' || i, 'import', jsonb_build_object('city', 'Bristol')
      from generate_series(1, ${count}) as i, email_lists l where l.id = ${listId}`);
    await database.db.execute(sql`
      insert into email_list_members (list_id, subscriber_id, workspace_id, status)
      select ${listId}, id, workspace_id, 'subscribed' from subscribers where email like '%@sink.test'`);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

async function tracking(title: string, url: string) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  const ok = result['2xx'] + result['3xx'];
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   answered ${ok}   errors ${result.errors + result['4xx'] + result['5xx']}`,
  );
}

async function sendCampaign(label: string, databaseUrl: string | undefined) {
  const sink = await startSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-email-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'email') : undefined;
  const env = {
    DATABASE_URL: database?.url ?? '',
    APP_SECRET: 'b'.repeat(64),
    SMTP_URL: sink.url,
    EMAIL_SEND_RATE: '100000',
    EMAIL_SMTP_CONNECTIONS: '8',
  };
  let server = await startUplift(dataDir, port, env);
  try {
    let cookie = await session(url, 'sign-up', 'email@bench.test');
    await api(url, cookie, 'PUT', '/api/email/settings', { senderName: 'Bench Bakery', postalAddress: '1 Mill Lane, Bristol' });
    const list = await api(url, cookie, 'POST', '/api/email/lists', { name: 'Everyone', optIn: 'single' });
    // PGlite allows one process per data folder: stop Uplift to add the subscribers, then start it again.
    await stop(server);
    await seedSubscribers({ dataDir, databaseUrl: database?.url }, list.id, recipients);
    server = await startUplift(dataDir, port, env);
    cookie = await session(url, 'sign-in', 'email@bench.test');
    const campaign = await api(url, cookie, 'POST', '/api/email/campaigns', {
      name: 'Bench send',
      listId: list.id,
      subject: 'Hello {{ first_name | default: "there" }}',
      content:
        'Hi {{ first_name }} from {{ city }}!\n\nOur [new loaves](https://bakery.example/loaves) and the [opening hours](https://bakery.example/hours).',
    });
    const before = memoryOf(server.pid!);
    const started = performance.now();
    await api(url, cookie, 'POST', `/api/email/campaigns/${campaign.id}/send`);
    let status = 'sending';
    let highest = before.rss;
    const samples: number[] = [];
    while (status === 'sending') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const memory = memoryOf(server.pid!);
      samples.push(memory.rss);
      highest = Math.max(highest, memory.rss);
      status = (await api(url, cookie, 'GET', `/api/email/campaigns/${campaign.id}`)).status;
    }
    const seconds = (performance.now() - started) / 1000;
    const sent = (await api(url, cookie, 'GET', `/api/email/campaigns/${campaign.id}`)).sent;
    const firstHalf = samples.slice(0, Math.ceil(samples.length / 2));
    console.log(
      `${`campaign to ${recipients.toLocaleString('en')}, SMTP sink, ${label}`.padEnd(44)} ${(sent / seconds).toFixed(0).padStart(6)} msg/s   ${sent.toLocaleString('en')} sent in ${seconds.toFixed(1)} s   received ${sink.received().toLocaleString('en')}   (target ≥ 500/s)`,
    );
    console.log(
      `${'  Uplift process memory while sending'.padEnd(44)} before ${before.rss.toFixed(0)} MB   first half max ${Math.max(...firstHalf).toFixed(0)} MB   highest ${highest.toFixed(0)} MB   process peak ${memoryOf(server.pid!).peak.toFixed(0)} MB   (target: flat, < 300 MB)`,
    );
    const raw = sink
      .first()
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const open = /https?:\/\/[^\s"]+\/m\/o\/[\w.-]+/.exec(raw)?.[0];
    const click = /https?:\/\/[^\s"]+\/m\/c\/[\w.-]+/.exec(raw)?.[0];
    if (!open || !click) throw new Error('The first message has no tracking links');
    await tracking(`GET /m/o/:token (open pixel), ${label}`, open);
    await tracking(`GET /m/c/:token (click redirect), ${label}`, click);
  } finally {
    await stop(server);
    await sink.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchEmail() {
  console.log('');
  // On PGlite the embedded database lives in the Uplift process, so its memory is the process's too.
  await sendCampaign('PGlite', undefined);
  if (process.env.DATABASE_URL) await sendCampaign('PostgreSQL', process.env.DATABASE_URL);
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchEmail();
