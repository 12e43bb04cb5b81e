import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { streamedPage } from './streamed-page';

/** An app whose page's rest waits for `release`. */
function pageApp() {
  let release: (rest: string) => void = () => undefined;
  const rest = new Promise<string>((resolve) => {
    release = resolve;
  });
  const app = new Hono().get('/', (c) => streamedPage(c, '<p>first</p>', rest));
  return { app, release: (text: string) => release(text) };
}

describe('a page sent in two parts', () => {
  it('sends its first part while the rest is being made, then the rest', async () => {
    const { app, release } = pageApp();
    const response = await app.request('/');
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>first</p>');
    release('<p>rest</p>');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>rest</p>');
    expect((await reader.read()).done).toBe(true);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses it as %s for a browser that takes it', async (encoding, decode) => {
    const { app, release } = pageApp();
    const response = await app.request('/', { headers: { 'accept-encoding': `${encoding}, deflate` } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    release('<p>rest</p>');
    expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe('<p>first</p><p>rest</p>');
  });
});
