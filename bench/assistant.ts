// AI Assistant (issue 32): what Uplift adds to a streamed reply. The time to the first streamed byte
// of a reply through Uplift, with a local fake provider that answers at once, 20 chats at a time
// (target p99 ≤ 50 ms), and the offline writer's whole reply (target p99 ≤ 300 ms). Beside them: the
// same with one chat (what Uplift adds with nothing in the way), the first piece of the provider's
// text, and the floor of 20 requests at once (a cached GET /api/me). On PGlite, and on PostgreSQL
// when DATABASE_URL is set. Run by `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeOpenAi } from '../src/server/ai/test/fake-openai';
import { freePort, postgresDatabase, session, startUplift, stop } from './uplift-process';

const concurrentChats = Number(process.env.BENCH_ASSISTANT_CHATS ?? 20);
const rounds = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 10);

async function api<Body>(url: string, cookie: string, method: string, pathname: string, body?: unknown): Promise<Body> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Body>;
}

interface ReplyTiming {
  firstByte: number;
  /** The first piece of the reply's text. */
  firstText: number;
  whole: number;
}

/** Asks one question and times the reply: to its first streamed byte, its first text, and its end. */
async function ask(url: string, cookie: string, chatId: string, text: string): Promise<ReplyTiming> {
  const started = performance.now();
  const response = await fetch(`${url}/api/assistant/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ trigger: 'submit-message', messageId: crypto.randomUUID(), text }),
  });
  if (!response.ok || !response.body) throw new Error(`The reply failed: ${response.status} ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let firstByte = 0;
  let firstText = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (value && value.length > 0 && !firstByte) firstByte = performance.now() - started;
    if (value?.includes('"text-delta"') && !firstText) firstText = performance.now() - started;
    if (done) break;
  }
  return { firstByte, firstText, whole: performance.now() - started };
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1] ?? 0;

function print(title: string, values: number[], target: string) {
  console.log(
    `${title.padEnd(66)} p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms   (${values.length} replies; target ${target})`,
  );
}

/** An Uplift whose first account (its admin) has Enterprise, so thousands of replies stay within the plan. */
async function withUplift(
  databaseUrl: string | undefined,
  env: Record<string, string>,
  run: (url: string, cookie: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-assistant-'));
  const database = databaseUrl ? await postgresDatabase(databaseUrl, 'assistant') : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // PostgreSQL's mode wants a secret of its own, as a real deployment has.
  const server = await startUplift(dataDir, port, {
    ...env,
    DATABASE_URL: database?.url ?? '',
    ...(database && { APP_SECRET: 'b'.repeat(64) }),
  });
  try {
    const cookie = await session(url, 'sign-up', 'assistant@bench.test');
    const me = await api<{ workspace: { id: string } }>(url, cookie, 'GET', '/api/me');
    await api(url, cookie, 'PUT', `/api/admin/workspaces/${me.workspace.id}/plan`, { plan: 'enterprise' });
    await run(url, cookie);
  } finally {
    await stop(server);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `count` chats ask at once, `rounds` times; the first round warms up and is not counted. */
async function measure(url: string, cookie: string, count: number, question: string): Promise<ReplyTiming[]> {
  const ids = await Promise.all(
    Array.from({ length: count }, async () => (await api<{ id: string }>(url, cookie, 'POST', '/api/assistant/chats', {})).id),
  );
  const timings: ReplyTiming[] = [];
  for (let round = 0; round <= rounds; round++) {
    const answered = await Promise.all(ids.map((id) => ask(url, cookie, id, question)));
    if (round > 0) timings.push(...answered);
  }
  return timings;
}

/**
 * The floor under any figure of 20 requests at once on this machine: a signed-in GET /api/me, which
 * reads nothing from the database (its session and plan are cached), sent 20 at a time.
 */
async function floor(url: string, cookie: string, count: number): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const answered = await Promise.all(
      Array.from({ length: count }, async () => {
        const started = performance.now();
        await (await fetch(`${url}/api/me`, { headers: { cookie } })).arrayBuffer();
        return performance.now() - started;
      }),
    );
    if (round > 0) timings.push(...answered);
  }
  return timings;
}

async function replies(label: string, databaseUrl: string | undefined) {
  const provider = await startFakeOpenAi();
  provider.script({ text: 'Visitors are up this month, mostly from search.' });
  const ai = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-bench' };
  try {
    await withUplift(databaseUrl, ai, async (url, cookie) => {
      const one = await measure(url, cookie, 1, 'How is my traffic?');
      print(
        `assistant, 1 chat, ${label}: first byte`,
        one.map((timing) => timing.firstByte),
        'what Uplift adds',
      );
      const many = await measure(url, cookie, concurrentChats, 'How is my traffic?');
      const title = `assistant, ${concurrentChats} chats at once, ${label}:`;
      print(
        `${title} first byte`,
        many.map((timing) => timing.firstByte),
        'p99 ≤ 50 ms',
      );
      print(
        `${title} first text`,
        many.map((timing) => timing.firstText),
        'for the record',
      );
      print(`floor, ${concurrentChats} GET /api/me at once, ${label}`, await floor(url, cookie, concurrentChats), 'for the record');
    });
  } finally {
    await provider.close();
  }
  await withUplift(databaseUrl, {}, async (url, cookie) => {
    const one = await measure(url, cookie, 1, 'How is my traffic?');
    print(
      `offline writer, 1 chat, ${label}: whole reply`,
      one.map((timing) => timing.whole),
      'p99 ≤ 300 ms',
    );
    const many = await measure(url, cookie, concurrentChats, 'How is my traffic?');
    print(
      `offline writer, ${concurrentChats} chats at once, ${label}: whole reply`,
      many.map((timing) => timing.whole),
      'p99 ≤ 300 ms',
    );
  });
}

export async function benchAssistant() {
  console.log('');
  await replies('PGlite', undefined);
  if (process.env.DATABASE_URL) await replies('PostgreSQL', process.env.DATABASE_URL);
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchAssistant();
