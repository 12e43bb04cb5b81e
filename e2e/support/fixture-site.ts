import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bakerySite } from '../../src/server/features/setup/fixtures/bakery-site';

/** The analyzer's bakery fixture served on loopback, for Smart Setup's URL analysis in the browser. */
export async function startBakerySite(): Promise<{ url: string; close(): Promise<void> }> {
  const pages = bakerySite();
  let origin = '';
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (!page) response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    // Half a second a page, about as slow as a small real site, so the progress bar has steps to show.
    else setTimeout(() => response.writeHead(200, { 'content-type': page.type }).end(page.body.replaceAll('__ORIGIN__', origin)), 500);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
