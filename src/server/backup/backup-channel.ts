import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataDirHolder, DataDirLock } from './data-dir-lock';
import type { BackupManifest } from './manifest';

/** What the running server answers: its database's dump and what the manifest says of it. */
export interface DatabaseSnapshot {
  dump: Uint8Array;
  appVersion: string;
  migrations: BackupManifest['migrations'];
}

/**
 * How `npm run backup` reads the database of a running embedded server, which alone may open it: a
 * listener on 127.0.0.1 only, on a port of the system's choosing, answering one request, the database
 * dump, to whoever sends the random token the server wrote to its owner-only lock file in the data
 * directory. Reading that file takes the same rights as reading the database's own files.
 */
export class BackupChannel {
  private constructor(private readonly server: Server) {}

  static async open(lock: DataDirLock, snapshot: () => Promise<DatabaseSnapshot>): Promise<BackupChannel> {
    const token = randomBytes(32).toString('hex');
    const expected = Buffer.from(`Bearer ${token}`);
    const server = createServer((request, response) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      const allowed = given.length === expected.length && timingSafeEqual(given, expected);
      if (!allowed || request.method !== 'POST' || request.url !== '/database') {
        response.writeHead(allowed ? 404 : 401).end();
        return;
      }
      snapshot()
        .then(({ dump, ...about }) => {
          response.writeHead(200, {
            'content-type': 'application/x-tar',
            'content-length': String(dump.byteLength),
            'x-uplift-snapshot': JSON.stringify(about),
          });
          response.end(dump);
        })
        .catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
        });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    lock.announce({ port: (server.address() as AddressInfo).port, token });
    return new BackupChannel(server);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The running server's database dump, through its channel. */
export async function snapshotFromRunningServer(holder: DataDirHolder): Promise<DatabaseSnapshot> {
  if (!holder.channel) throw new Error(`The server (process ${holder.pid}) is still starting: try again in a moment.`);
  const response = await fetch(`http://127.0.0.1:${holder.channel.port}/database`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.channel.token}` },
  });
  if (!response.ok) throw new Error(`The running server did not give its database (${response.status}): ${await response.text()}`);
  const about = JSON.parse(response.headers.get('x-uplift-snapshot') ?? '{}') as Omit<DatabaseSnapshot, 'dump'>;
  return { ...about, dump: new Uint8Array(await response.arrayBuffer()) };
}
