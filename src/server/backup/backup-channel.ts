import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { DataDirHolder, DataDirLock } from './data-dir-lock';
import type { BackupManifest } from './manifest';

/** What the running server says of the copy of its database it made: what the manifest records. */
export interface DatabaseSnapshot {
  appVersion: string;
  migrations: BackupManifest['migrations'];
}

/**
 * How `npm run backup` reads the database of a running embedded server, which alone may open it: a
 * listener on 127.0.0.1 only, on a port of the system's choosing, answering one request, to copy the
 * database's files into an empty folder the backup names, to whoever sends the random token the
 * server wrote to its owner-only lock file in the data directory. Reading that file takes the same
 * rights as reading the database's own files.
 */
export class BackupChannel {
  private constructor(private readonly server: Server) {}

  static async open(lock: DataDirLock, snapshot: (into: string) => Promise<DatabaseSnapshot>): Promise<BackupChannel> {
    const token = randomBytes(32).toString('hex');
    const expected = Buffer.from(`Bearer ${token}`);
    const server = createServer((request, response) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      const allowed = given.length === expected.length && timingSafeEqual(given, expected);
      if (!allowed || request.method !== 'POST' || request.url !== '/database') {
        response.writeHead(allowed ? 404 : 401).end();
        return;
      }
      const fail = (status: number) => (error: unknown) => {
        response.writeHead(status, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      };
      emptyFolderNamed(request).then(
        (into) =>
          snapshot(into).then((about) => {
            response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(about));
          }, fail(500)),
        // A request that names no empty folder is the caller's mistake, not the server's.
        fail(400),
      );
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

/** The request's JSON `{ into }`: an absolute path to an existing, empty folder, or an error saying what it is not. */
async function emptyFolderNamed(request: IncomingMessage): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(await text(request));
  } catch {
    throw new Error('The request is not JSON.');
  }
  const into = (body as { into?: unknown } | null)?.into;
  if (typeof into !== 'string' || !path.isAbsolute(into))
    throw new Error('Name the folder to copy the database into by its absolute path.');
  if (!statSync(into, { throwIfNoEntry: false })?.isDirectory() || readdirSync(into).length > 0) {
    throw new Error(`${into} is not an empty folder.`);
  }
  return into;
}

/** Has the running server copy its database's files into the empty folder `into`, and says what they hold. */
export async function snapshotFromRunningServer(holder: DataDirHolder, into: string): Promise<DatabaseSnapshot> {
  if (!holder.channel) throw new Error(`The server (process ${holder.pid}) is still starting: try again in a moment.`);
  const response = await fetch(`http://127.0.0.1:${holder.channel.port}/database`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.channel.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ into }),
  });
  if (!response.ok) throw new Error(`The running server did not copy its database (${response.status}): ${await response.text()}`);
  return (await response.json()) as DatabaseSnapshot;
}
