import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setupMessages, uploadMessages } from '@/shared/setup/setup';
import { startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { pdfBomb, spreadsheetBomb } from '../fixtures/bombs';
import { docxDocument, xlsxDocument } from '../fixtures/documents';
import { websiteAnalyses } from '../schema';
import { analysisQueue } from '../service';
import { analysisOutcome } from '../test/analysis-outcome';

let server: TestServer;
let owner: TestClient;
/** Stands in for the system's temporary folder while the server reads bombs: nothing may land there. */
let systemTemp: string;
const realTemp = process.env.TMPDIR;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedUpClient('owner@uplift.test');
  systemTemp = mkdtempSync(path.join(tmpdir(), 'uplift-system-temp-'));
  process.env.TMPDIR = systemTemp;
});

afterAll(async () => {
  if (realTemp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = realTemp;
  rmSync(systemTemp, { recursive: true, force: true });
  await server?.close();
});

async function upload(files: Array<{ name: string; bytes: Buffer }>, who = owner, target = server) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${target.url}/api/setup/uploads`, {
    method: 'POST',
    headers: { cookie: who.cookies, origin: target.url },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const megabytes = 1024 * 1024;
const workbook = () =>
  xlsxDocument({
    Pastries: [
      ['Pastry', 'Price'],
      ['Pistachio croissant', 4],
    ],
  });

describe('decompression bombs', () => {
  test('an XLSX whose shared strings inflate to 2 GB fails its analysis; the server and its memory stay as they were', async () => {
    const bomb = await spreadsheetBomb(await workbook(), 'xl/sharedStrings.xml', 2048);
    const before = process.memoryUsage().rss;
    const started = await upload([{ name: 'prices.xlsx', bytes: bomb }]);
    expect(started.status).toBe(202);
    const outcome = await analysisOutcome(owner, started.body.id);
    expect(outcome).toMatchObject({ status: 'failed', error: `${setupMessages.analysisFailed} ${uploadMessages.nothingReadable}` });
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * megabytes);
    expect((await owner.get('/api/me')).status).toBe(200);
  });

  test('with the worksheet first, nothing is unpacked into the system temporary folder', async () => {
    const bomb = await spreadsheetBomb(await workbook(), 'xl/worksheets/sheet1.xml', 512, true);
    const started = await upload([{ name: 'sheet-first.xlsx', bytes: bomb }]);
    expect((await analysisOutcome(owner, started.body.id)).status).toBe('failed');
    expect(readdirSync(systemTemp)).toEqual([]);
  });

  test('a PDF with readable text and a stream that inflates to 300 MB fails its analysis, also with endstream hidden in the stream', async () => {
    for (const endstreamInside of [false, true]) {
      const started = await upload([{ name: 'guide.pdf', bytes: pdfBomb(300, { endstreamInside }) }]);
      expect((await analysisOutcome(owner, started.body.id)).status).toBe('failed');
    }
  });

  test('a bomb beside an honest document is skipped, and the honest one is read', async () => {
    const bomb = await spreadsheetBomb(await workbook(), 'xl/sharedStrings.xml', 1024);
    const honest = await docxDocument(['Beekeeping for Beginners', 'We sell raw honey and beekeeping starter kits every spring.']);
    const started = await upload([
      { name: 'bomb.xlsx', bytes: bomb },
      { name: 'bees.docx', bytes: honest },
    ]);
    // Four bombs before it have ended, so their slots are free for this fifth analysis.
    expect(started.status).toBe(202);
    const outcome = await analysisOutcome(owner, started.body.id);
    expect(outcome.status).toBe('done');
    expect(outcome.result.pagesAnalyzed).toBe(1);
  });
});

describe('an analysis whose process died frees its slot', () => {
  const markRunning = (ids: string[], silentForMs: number) =>
    Promise.all(
      ids.map((id) =>
        server.db
          .update(websiteAnalyses)
          .set({ status: 'running', updatedAt: sql`now() - make_interval(secs => ${silentForMs / 1000})` })
          .where(eq(websiteAnalyses.id, id)),
      ),
    );

  test('three live ones hold the slots; once silent past three heartbeats they run again, and a new one starts when they end', async () => {
    const who = await server.signedUpClient('slots@uplift.test');
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const started = await upload([{ name: `note-${index}.txt`, bytes: Buffer.from('Sourdough and rye bread.') }], who);
      await analysisOutcome(who, started.body.id);
      ids.push(started.body.id);
    }
    await markRunning(ids, 5_000);
    expect((await upload([{ name: 'fourth.txt', bytes: Buffer.from('Rye.') }], who)).status).toBe(429);

    await markRunning(ids, 31_000);
    // Taken up again from their kept files, they end once more, and free their slots.
    for (const id of ids) expect(await analysisOutcome(who, id)).toMatchObject({ status: 'done', error: null });
    const fourth = await upload([{ name: 'fourth.txt', bytes: Buffer.from('Rye bread.') }], who);
    expect(fourth.status).toBe(202);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('across a restart of the embedded server', () => {
  test('what the stopped server left under way runs once after its start, again from the start or as its job still waits', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-restart-'));
    let running = await startTestServer({ DATA_DIR: dataDir });
    try {
      const who = await running.signedUpClient('restart@uplift.test');
      const ids: string[] = [];
      for (let index = 0; index < 4; index++) {
        const started = await upload([{ name: `note-${index}.txt`, bytes: Buffer.from('Sourdough bread.') }], who, running);
        await analysisOutcome(who, started.body.id);
        ids.push(started.body.id);
      }
      const [readingA, readingB, jobless, waiting] = ids as [string, string, string, string];
      // As the process left them when it was killed: two in the middle of reading, one stored but
      // not yet queued, one queued with its job still waiting (due once the server is back).
      const leave = (id: string, status: 'queued' | 'running') =>
        running.db
          .update(websiteAnalyses)
          .set({ status, progress: 0, result: null, updatedAt: new Date() })
          .where(eq(websiteAnalyses.id, id));
      await Promise.all([leave(readingA, 'running'), leave(readingB, 'running'), leave(jobless, 'queued'), leave(waiting, 'queued')]);
      await running.db.execute(
        sql`insert into pgboss.job (name, data, retry_limit, start_after) values (${analysisQueue}, ${JSON.stringify({ recordId: waiting })}::jsonb, 0, now() + interval '2 seconds')`,
      );
      await running.close();

      running = await startTestServer({ DATA_DIR: dataDir });
      const again = running.client(who.cookies);
      for (const id of [readingA, readingB, jobless, waiting]) {
        expect(await analysisOutcome(again, id)).toMatchObject({ status: 'done', error: null });
      }
      expect((await upload([{ name: 'after.txt', bytes: Buffer.from('Rye bread.') }], again, running)).status).toBe(202);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
