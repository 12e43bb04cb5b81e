import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { buildTrackerScript } from './tracker-build';

// A built web app, so the app's catch-all (index.html for every other path) is live behind /js.
const webRoot = mkdtempSync(path.join(tmpdir(), 'uplift-web-'));
let server: TestServer;

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Uplift</title>');
  server = await startTestServer({}, { webRoot });
});

afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they went over the wire, before any decoding. */
  body: Buffer;
}

/** A visitor's request from another site: no cookie, and fetch would undo the encoding itself. */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /js/script.js', () => {
  test('answers the built script to anyone, loadable from other sites, cached for an hour', async () => {
    const answer = await rawGet('/js/script.js', { 'accept-encoding': 'identity' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body.toString()).toBe(await buildTrackerScript());
  });

  test('goes out gzipped when asked, within 1.5 KB', async () => {
    const answer = await rawGet('/js/script.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.body.length).toBeLessThanOrEqual(1536);
    expect(gunzipSync(answer.body).toString()).toBe(await buildTrackerScript());
  });

  test('a browser holding the same version gets 304 without the body', async () => {
    const first = await rawGet('/js/script.js');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet('/js/script.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test("the app's own answers stay same-origin", async () => {
    const health = await rawGet('/api/health');
    expect(health.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await rawGet('/js/other.js');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.body.toString()).toContain('<title>Uplift</title>');
  });
});
