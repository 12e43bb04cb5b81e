// AI Assistant (issue 32): what Uplift adds to a streamed reply. The time to the first streamed byte
// of a reply through Uplift, with a local fake provider that answers at once, 20 chats at a time
// (target p99 ≤ 50 ms), and the offline writer's whole reply (target p99 ≤ 300 ms). Run by
// `npm run bench` in a process of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeOpenAi } from '../src/server/ai/test/fake-openai';
import { freePort, session, startUplift, stop } from './uplift-process';

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

/** Asks one question and times the reply: to its first streamed byte, and to its end. */
async function ask(url: string, cookie: string, chatId: string, text: string): Promise<{ firstByte: number; whole: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/assistant/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ trigger: 'submit-message', messageId: crypto.randomUUID(), text }),
  });
  if (!response.ok || !response.body) throw new Error(`The reply failed: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByte = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (value && value.length > 0 && !firstByte) firstByte = performance.now() - started;
    if (done) break;
  }
  return { firstByte, whole: performance.now() - started };
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1] ?? 0;

function print(title: string, values: number[], target: string) {
  console.log(
    `${title.padEnd(44)} p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms   (${values.length} replies; target ${target})`,
  );
}

/** An Uplift whose first account (its admin) has Enterprise, so thousands of replies stay within the plan. */
async function withUplift(env: Record<string, string>, run: (url: string, cookie: string) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-bench-assistant-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startUplift(dataDir, port, env);
  try {
    const cookie = await session(url, 'sign-up', 'assistant@bench.test');
    const me = await api<{ workspace: { id: string } }>(url, cookie, 'GET', '/api/me');
    await api(url, cookie, 'PUT', `/api/admin/workspaces/${me.workspace.id}/plan`, { plan: 'enterprise' });
    await run(url, cookie);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function chats(url: string, cookie: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: concurrentChats }, async () => (await api<{ id: string }>(url, cookie, 'POST', '/api/assistant/chats', {})).id),
  );
}

/** Every chat asks at once, `rounds` times; the first round warms up and is not counted. */
async function measure(url: string, cookie: string, question: string): Promise<Array<{ firstByte: number; whole: number }>> {
  const ids = await chats(url, cookie);
  const timings: Array<{ firstByte: number; whole: number }> = [];
  for (let round = 0; round <= rounds; round++) {
    const answered = await Promise.all(ids.map((id) => ask(url, cookie, id, question)));
    if (round > 0) timings.push(...answered);
  }
  return timings;
}

export async function benchAssistant() {
  console.log('');
  const provider = await startFakeOpenAi();
  provider.script({ text: 'Visitors are up this month, mostly from search.' });
  try {
    await withUplift({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-bench' }, async (url, cookie) => {
      const timings = await measure(url, cookie, 'How is my traffic?');
      print(
        `assistant first byte, ${concurrentChats} chats at once`,
        timings.map((timing) => timing.firstByte),
        'p99 ≤ 50 ms',
      );
    });
  } finally {
    await provider.close();
  }
  await withUplift({}, async (url, cookie) => {
    const timings = await measure(url, cookie, 'How is my traffic?');
    print(
      `offline writer whole reply, ${concurrentChats} chats at once`,
      timings.map((timing) => timing.whole),
      'p99 ≤ 300 ms',
    );
  });
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchAssistant();
