import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { setupMessages, uploadMessages } from '@/shared/setup/setup';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../../test/harness';
import { docxDocument, pdfDocument, pngImage, windowsProgram, xlsDocument, xlsxDocument } from '../fixtures/documents';
import { setupUploads } from './schema';
import { localFilesRoot } from '../../../files';
import { analysisOutcome } from '../test/analysis-outcome';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  client = server.client();
  await client.signUp('owner@uplift.test', testPassword);
});

afterAll(async () => {
  await server?.close();
});

async function upload(files: Array<{ name: string; bytes: Buffer; type?: string }>, who = client) {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${server.url}/api/setup/uploads`, {
    method: 'POST',
    headers: { cookie: who.cookies, origin: server.url },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Where the local file store keeps a key (the test servers' DATA_DIR is memory://). */
const onDisk = (key: string) => path.join(localFilesRoot('memory://'), key);

/** The files (not folders) under the test server's upload folder. */
function storedFiles() {
  return readdirSync(localFilesRoot('memory://'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function storedUploads(analysisId: string) {
  return server.db.select().from(setupUploads).where(eq(setupUploads.analysisId, analysisId));
}

describe('upload analysis', () => {
  test('reads the text of PDF, DOCX and DOC files and analyses it like a website', async () => {
    const pdf = pdfDocument([
      'Kombucha Brewing Guide',
      'Brew kombucha at home with a healthy scoby and sweet tea.',
      'Our kombucha brewing classes teach second fermentation and flavouring.',
      'Kombucha brewing needs clean jars, patience and a warm kitchen.',
    ]);
    const docx = await docxDocument([
      'Beekeeping for Beginners',
      'Beekeeping starts with a calm hive and good honeycomb frames.',
      'We sell raw honey and beekeeping starter kits every spring.',
      'Beekeeping courses cover swarms, honeycomb frames and harvests.',
    ]);
    // Made by LibreOffice ("MS Word 97" format): an old Word file cannot be built by hand.
    const doc = readFileSync(new URL('../fixtures/lavender-farm.doc', import.meta.url));
    const started = await upload([
      { name: 'kombucha-guide.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'Beekeeping notes.docx', bytes: docx },
      { name: 'lavender-farm.doc', bytes: doc },
    ]);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ mode: 'upload', status: 'queued', result: null });

    const done = await analysisOutcome(client, started.body.id);
    expect(done.status).toBe('done');
    expect(done.result.pagesAnalyzed).toBe(3);
    const keywords = done.result.keywords.join(' | ');
    expect(keywords).toMatch(/kombucha/);
    expect(keywords).toMatch(/beekeeping/);
    expect(keywords).toMatch(/lavender/);
    expect(done.result.topics).toContain('Kombucha Brewing Guide');

    const stored = await storedUploads(started.body.id);
    expect(stored.map((file) => [file.originalName, file.kind, file.size]).sort()).toEqual([
      ['Beekeeping notes.docx', 'docx', docx.length],
      ['kombucha-guide.pdf', 'pdf', pdf.length],
      ['lavender-farm.doc', 'doc', doc.length],
    ]);
    for (const file of stored) expect(readFileSync(onDisk(file.storedPath))).toHaveLength(file.size);
  });

  test('reads XLSX and XLS cells, CSV and Markdown, with Markdown headings as topics', async () => {
    const markdown =
      '# Sourdough Starter Care\n\nFeed the sourdough starter daily.\n\n## Rye Flour Feeding\n\nRye flour makes a lively sourdough starter.';
    const csv = 'Product,Price\nSourdough loaf,5.50\nRye sourdough loaf,6.00\n';
    const spreadsheet = await xlsxDocument({
      Pastries: [
        ['Pastry', 'Price'],
        ['Pistachio croissant', 4],
        ['Pistachio croissant box', 20],
      ],
    });
    const oldSpreadsheet = xlsDocument({
      Breads: [
        ['Bread', 'Price'],
        ['Seeded spelt bloomer', 5],
        ['Seeded spelt rolls', 3],
      ],
    });
    const started = await upload([
      { name: 'starter.md', bytes: Buffer.from(markdown) },
      { name: 'prices.csv', bytes: Buffer.from(csv) },
      { name: 'Pâtisserie prices.xlsx', bytes: spreadsheet },
      { name: 'bread prices.xls', bytes: oldSpreadsheet },
    ]);
    const done = await analysisOutcome(client, started.body.id);
    expect(done.status).toBe('done');
    expect(done.result.pagesAnalyzed).toBe(4);
    const keywords = done.result.keywords.join(' | ');
    expect(keywords).toMatch(/sourdough/);
    expect(keywords).toMatch(/pistachio croissant/);
    expect(keywords).toMatch(/seeded spelt/);
    expect(done.result.topics).toEqual(expect.arrayContaining(['Sourdough Starter Care', 'Rye Flour Feeding']));
    const names = (await storedUploads(started.body.id)).map((file) => file.originalName);
    expect(names).toContain('Pâtisserie prices.xlsx');
  });

  test('keeps an image but does not read it: with no readable document the analysis fails with a clear message', async () => {
    const damaged = Buffer.from('%PDF-1.4\nthe rest of this file was lost\n');
    const started = await upload([
      { name: 'logo.png', bytes: pngImage, type: 'image/png' },
      { name: 'damaged.pdf', bytes: damaged },
    ]);
    expect(started.status).toBe(202);
    const done = await analysisOutcome(client, started.body.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe(`${setupMessages.analysisFailed} ${uploadMessages.nothingReadable}`);
    const stored = await storedUploads(started.body.id);
    const image = stored.find((file) => file.kind === 'png');
    expect(image).toMatchObject({ originalName: 'logo.png', size: pngImage.length });
    expect(readFileSync(onDisk(image!.storedPath))).toEqual(pngImage);
  });

  test('refuses a file whose content contradicts its name, and keeps none of the upload', async () => {
    const filesBefore = storedFiles();
    const refused = await upload([
      { name: 'notes.txt', bytes: Buffer.from('Plain notes') },
      { name: 'invoice.pdf', bytes: windowsProgram, type: 'application/pdf' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(uploadMessages.contentMismatch('invoice.pdf'));
    // The server runs in this process, so its upload folder is ours to look into: nothing was kept.
    expect(storedFiles()).toEqual(filesBefore);

    expect((await upload([{ name: 'setup.exe', bytes: windowsProgram }])).body.error.message).toBe(
      uploadMessages.unsupportedFile('setup.exe'),
    );
    expect((await upload([{ name: 'binary.txt', bytes: windowsProgram }])).body.error.message).toBe(
      uploadMessages.contentMismatch('binary.txt'),
    );
    expect((await upload([{ name: 'prices.xls', bytes: windowsProgram }])).body.error.message).toBe(
      uploadMessages.contentMismatch('prices.xls'),
    );
  });

  test('needs at least one file, and at most ten', async () => {
    const empty = await fetch(`${server.url}/api/setup/uploads`, {
      method: 'POST',
      headers: { cookie: client.cookies, origin: server.url },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(setupMessages.uploadAtLeastOne);
    const json = await client.post('/api/setup/uploads', {});
    expect(json.status).toBe(415);
    expect(json.body.error.message).toBe(apiMessages.unsupportedMediaType('multipart/form-data'));

    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `note-${index}.txt`, bytes: Buffer.from('note') }));
    const tooMany = await upload(eleven);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(uploadMessages.tooManyFiles(10));
  });

  test("counts what is stored against the plan's storage and refuses an upload past it", async () => {
    // The instance's first account (this file's client) is its admin, whose plan has no limits.
    const member = server.client();
    await member.signUp('storage@uplift.test', testPassword);
    const started = await upload([{ name: 'notes.txt', bytes: Buffer.from('Sourdough notes for the storage meter.') }], member);
    expect(started.status).toBe(202);
    await analysisOutcome(member, started.body.id);
    const [stored] = await storedUploads(started.body.id);
    // Starter stores 1 GB (1,024 MB); a row standing for a large earlier upload fills it.
    await server.db.insert(setupUploads).values({ ...stored!, id: undefined, size: 1023 * 1024 * 1024 });
    // Storage is counted in whole megabytes.
    expect((await member.get('/api/me')).body.usage.storage).toBe(1024);
    const refused = await upload([{ name: 'more.txt', bytes: Buffer.from('One more file.') }], member);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { usageKey: 'storage', limit: 1024 } });
    // Sent without a length, an upload is checked again on what arrived, and none of it is kept.
    await server.db
      .update(setupUploads)
      .set({ size: 1022 * 1024 * 1024 })
      .where(eq(setupUploads.size, 1023 * 1024 * 1024));
    const filesBefore = storedFiles();
    const chunked = await streamUpload([3 * 1024 * 1024], {}, member);
    expect(chunked.status).toBe(403);
    expect(chunked.body.error).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { usageKey: 'storage' } });
    expect(storedFiles()).toEqual(filesBefore);
  });

  test('a multipart body cut off in the middle of a file answers 400 and keeps nothing', async () => {
    const boundary = 'uplift-cut-short';
    const before = storedFiles();
    for (const cut of [
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nSourdough and rye`,
      `--${boundary}\r\nContent-Disposition: form-da`,
    ]) {
      const response = await fetch(`${server.url}/api/setup/uploads`, {
        method: 'POST',
        headers: { cookie: client.cookies, origin: server.url, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: cut,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(uploadMessages.unreadableUpload);
    }
    expect(storedFiles()).toEqual(before);
  });

  test('needs a session', async () => {
    const anonymous = await fetch(`${server.url}/api/setup/uploads`, {
      method: 'POST',
      headers: { origin: server.url },
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('upload limits', () => {
  const megabytes = (count: number) => count * 1024 * 1024;

  test('refuses a 100 MB upload with 413 as it streams in, without holding it in memory', async () => {
    // What the process holds: its JavaScript heap and the Buffers outside it, from a collected baseline.
    // (RSS says little here: PGlite's WebAssembly memory and the collector's returns swamp it.)
    const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    collectGarbage();
    const before = held();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, held())), 5);
    try {
      const refused = await streamUpload([megabytes(100)]);
      expect(refused.status).toBe(413);
      expect(refused.body.error.message).toBe(uploadMessages.fileTooLarge('file-1.txt', 20));
      // The server answered once the file passed 20 MB, so the rest was never sent.
      expect(refused.sent).toBeLessThan(megabytes(60));
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(megabytes(50));
  });

  test('refuses files that together pass 50 MB, and one whose declared length does before reading it', async () => {
    const together = await streamUpload([megabytes(18), megabytes(18), megabytes(18)]);
    expect(together.status).toBe(413);
    expect(together.body.error.message).toBe(uploadMessages.uploadTooLarge(50));

    const declared = await streamUpload([], { 'content-length': String(megabytes(60)) });
    expect(declared.status).toBe(413);
    expect(declared.body.error.message).toBe(uploadMessages.uploadTooLarge(50));
  });
});

/** A full collection, so a memory baseline holds no garbage (V8's own gc(), exposed for this test). */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Sends text files of the given sizes (in 1 MB chunks, one buffer reused) as multipart/form-data and
 * stops sending as soon as the server answers, as a browser does when a server refuses an upload early.
 */
async function streamUpload(sizes: number[], headers: Record<string, string> = {}, who = client) {
  const boundary = 'uplift-test-boundary';
  // A connection of its own: one left with unsent body bytes is never reused.
  const request = httpRequest(`${server.url}/api/setup/uploads`, {
    agent: false,
    method: 'POST',
    headers: { cookie: who.cookies, origin: server.url, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.on('error', reject);
  });
  request.flushHeaders();
  let answered = false;
  void response.finally(() => (answered = true)).catch(() => undefined);

  const chunk = Buffer.alloc(1024 * 1024, 'a');
  let sent = 0;
  for (const [index, size] of sizes.entries()) {
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="file-${index + 1}.txt"\r\n\r\n`);
    for (let written = 0; written < size && !answered; written += chunk.length) {
      sent += chunk.length;
      if (!request.write(chunk)) await Promise.race([once(request, 'drain'), response]);
    }
    if (!answered) request.write('\r\n');
  }
  if (!answered && !headers['content-length']) request.end(`--${boundary}--\r\n`);
  const answer = await response;
  let text = '';
  for await (const part of answer) text += part;
  request.destroy();
  return { status: answer.statusCode, body: JSON.parse(text), sent };
}
