import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  origin: string;
  /** TCP connections accepted so far: a refused fetch must not even connect. */
  readonly connections: number;
  close(): Promise<void>;
}

/** A real HTTP server on `host` (e.g. 127.0.0.2, which Linux routes to loopback like all of 127/8). */
export async function startTestServer(host: string, handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler);
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
