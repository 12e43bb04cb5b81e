import {
  cheapPasswordHasher,
  freePort,
  loadConfig,
  migratedPgliteDump,
  type RunningServer,
  startServer,
  type TestOverrides,
} from '../../src/server/testing';

/**
 * An Uplift of a test file's own, in the file's process, serving the app built in global setup: for
 * tests that read its outbox, reach fake networks, or need its counts to hold still while other files
 * run beside them. In memory, from the migrated copy, with the tests' cheaper password hash.
 */
export async function startOwnInstance(env: Record<string, string> = {}, overrides: TestOverrides = {}): Promise<RunningServer> {
  const port = await freePort();
  return startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // As before graceful shutdown: a test's server does not wait long on a request or job it left hanging.
      SHUTDOWN_SECONDS: '5',
      AUTH_SIGN_IN_RATE_LIMIT: '1000',
      ...env,
    }),
    { databaseStartFrom: await migratedPgliteDump(), passwordHasher: cheapPasswordHasher, ...overrides },
  );
}
