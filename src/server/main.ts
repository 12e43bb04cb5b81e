import { loadConfig } from './config';
import { startServer } from './start-server';

const server = await startServer(loadConfig());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
