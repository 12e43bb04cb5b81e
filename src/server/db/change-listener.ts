import pg from 'pg';
import type { Logger } from '../logger';
import { type WorkspaceReadCache, workspaceRowsChannel } from './workspace-reads';

/** How long to wait before listening again after the connection failed. */
const reconnectMs = 1000;

/** How the listening connection shows in pg_stat_activity. */
export const listenerName = 'uplift-change-notices';

/**
 * PostgreSQL: feeds the workspace read cache the change notices of every process, on a connection of
 * its own (LISTEN holds its connection; the pool's are shared), and lets it wait for those of this
 * process's own writes. While it is not listening, the cache serves nothing: a notice missed then
 * would leave an answer stale.
 */
export async function listenForChanges(
  databaseUrl: string,
  cache: WorkspaceReadCache,
  logger?: Logger,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (error?: Error) => {
    cache.suspend();
    if (closed) return;
    if (error) logger?.warn('the change notices connection was lost; lists are read afresh until it is back', { error: error.message });
    const failed = client;
    client = undefined;
    failed?.end().catch(() => {});
    retry ??= setTimeout(() => {
      retry = undefined;
      void listen();
    }, reconnectMs).unref();
  };

  const listen = async () => {
    const connecting = new pg.Client({ connectionString: databaseUrl, application_name: listenerName });
    client = connecting;
    connecting.on('error', lost);
    connecting.on('end', () => client === connecting && lost());
    connecting.on('notification', (message) => message.payload && cache.changed(message.payload));
    try {
      await connecting.connect();
      await connecting.query(`LISTEN ${workspaceRowsChannel}`);
      if (client === connecting && !closed) cache.resume();
    } catch (error) {
      if (client === connecting) lost(error as Error);
    }
  };

  // Notices already committed reach this connection before the answer to anything sent after them.
  cache.hearOwnWritesBy(async () => {
    const open = client;
    if (open) await open.query('select 1').catch((error: Error) => lost(error));
  });
  cache.suspend();
  await listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.suspend();
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
