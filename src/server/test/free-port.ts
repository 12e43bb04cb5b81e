import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768–60999), so neither an outgoing connection nor a server bound
// to port 0 can take the port between this check and the moment the tests' server listens on it: a
// spawned Uplift takes seconds to migrate before it listens.
const lowest = 20_000;
const span = 12_000;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, outside the range the system hands out, for a server the tests start. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = lowest + Math.floor(Math.random() * span);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}
