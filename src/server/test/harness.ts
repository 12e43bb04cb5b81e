import { randomBytes } from 'node:crypto';
import { freePort } from './free-port';
import { loadConfig } from '../config';
import { type RunningServer, startServer, type TestOverrides } from '../start-server';
import { cheapPasswordHasher } from './cheap-password-hasher';
import { drained } from './drained';
import { httpRequest } from './http-request';
import { withConnection } from '../db/client';
import { createMigratedPostgresDatabase, databaseUrl, migratedPgliteDump } from './migrated-database';
import { reusedEmbeddedDatabase, reusedPostgresDatabase } from './reused-databases';

/**
 * The API tests' way in: the real server on a free port over a fresh database (in-memory PGlite, or
 * a database of its own on the PostgreSQL server when DATABASE_URL is set; one a server of the same
 * worker ran on before, emptied back to the migrated template), spoken to over HTTP.
 */
export interface TestServer {
  url: string;
  routes: RunningServer['routes'];
  db: RunningServer['db'];
  /** A new HTTP client: one per person in a test. Its jar starts empty, or with a Cookie header's pairs. */
  client(cookies?: string): TestClient;
  /** A new client signed up, and so signed in, as `email`. */
  signedUpClient(email: string): Promise<TestClient>;
  /**
   * Waits until the job queue has nothing due left to run on `queues` (all when none is named):
   * what the jobs were to do is done, so a check that nothing more happened holds (test/drained.ts).
   */
  drained(queues?: readonly string[]): Promise<void>;
  /** Stops the server; its database is emptied and kept for the worker's next server (test/reused-databases.ts). */
  close(): Promise<void>;
}

// Tests read response bodies freely; the assertions are the type checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TestResponse<Body = any> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the response is not JSON. */
  body: Body;
}

export interface TestClient {
  get(path: string): Promise<TestResponse>;
  post(path: string, json?: unknown): Promise<TestResponse>;
  put(path: string, json: unknown): Promise<TestResponse>;
  patch(path: string, json: unknown): Promise<TestResponse>;
  delete(path: string): Promise<TestResponse>;
  /** Sends a raw body as application/json, for malformed input. */
  postRaw(path: string, body: string): Promise<TestResponse>;
  signUp(email: string, password: string, name?: string): Promise<TestResponse>;
  signIn(email: string, password: string): Promise<TestResponse>;
  signOut(): Promise<TestResponse>;
  /** The Set-Cookie headers of the last response, as sent. */
  readonly lastSetCookies: string[];
  /** The Cookie header the next request will send. */
  readonly cookies: string;
}

export const testPassword = 'correct-horse-7';

/** `env` overrides the test defaults; a key set to undefined is left unset (e.g. PUBLIC_URL, to test its default). */
export async function startTestServer(env: Record<string, string | undefined> = {}, overrides: TestOverrides = {}): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The worker's databases are used again, emptied (test/reused-databases.ts), unless the test names its
  // own: on PostgreSQL a DATABASE_URL; on PGlite a data directory on disk or a copy to start from.
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl && !('DATABASE_URL' in env) ? await reusedPostgresDatabase(serverUrl) : undefined;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: 'memory://',
    // Errors only: a server error shows in the test output; expected warnings (wrong password) do not.
    LOG_LEVEL: 'error',
    // As before graceful shutdown: a test's server does not wait long on a request or job it left hanging.
    SHUTDOWN_SECONDS: '5',
    AUTH_SIGN_IN_RATE_LIMIT: '1000',
    // Three connections for requests and two for jobs, not ten and four: each new PostgreSQL connection
    // costs the server about 50 ms of CPU to start and learn the tables, and a test server's start and
    // first requests opened all fifteen (ADR 003).
    ...(postgres && { DATABASE_URL: postgres.url, APP_SECRET: randomBytes(32).toString('hex'), DATABASE_POOL_SIZE: '3' }),
    ...env,
  });

  const embeddedInMemory = !config.databaseUrl && config.dataDir === 'memory://';
  const embedded = embeddedInMemory && !overrides.databaseStartFrom ? await reusedEmbeddedDatabase() : undefined;
  const databaseStartFrom = config.databaseUrl || embedded ? undefined : await migratedPgliteDump();
  // A server that failed to start or to close may still run jobs on its database: it is not kept.
  const discard = async () => {
    await embedded?.discard();
    await postgres?.discard();
  };
  const running = await startServer(config, {
    database: embedded?.handle,
    databaseStartFrom,
    passwordHasher: cheapPasswordHasher,
    ...overrides,
  }).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  return {
    url,
    routes: running.routes,
    db: running.db,
    client: (cookies) => createClient(url, cookies),
    async signedUpClient(email) {
      const client = createClient(url);
      await client.signUp(email, testPassword);
      return client;
    },
    drained: (queues) => drained(running.db, queues),
    async close() {
      try {
        await running.close();
      } catch (error) {
        await discard();
        throw error;
      }
      await postgres?.release();
    },
  };
}

/**
 * An HTTP client with a cookie jar (test/http-request.ts): it keeps what Set-Cookie sends and returns it as Cookie. `headers`
 * go with every request (a proxy's X-Forwarded-For, for a test of one caller's limits).
 */
export function createClient(baseUrl: string, cookies = '', headers: Record<string, string> = {}): TestClient {
  const jar = new Map<string, string>();
  for (const pair of cookies.split(';').filter((part) => part.includes('='))) storeCookie(jar, pair);
  let lastSetCookies: string[] = [];
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  async function request(method: string, path: string, body?: string): Promise<TestResponse> {
    // As a browser does, every write names the page's origin: Uplift's own.
    const sent: Record<string, string> = method === 'GET' ? { ...headers } : { ...headers, origin: new URL(baseUrl).origin };
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (jar.size > 0) sent.cookie = cookieHeader();
    const response = await httpRequest(new URL(path, baseUrl), { method, headers: sent, body });
    lastSetCookies = response.headers.getSetCookie();
    for (const cookie of lastSetCookies) storeCookie(jar, cookie);
    const text = response.body.toString();
    const isJson = response.headers.get('content-type')?.includes('application/json') && text !== '';
    return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : undefined };
  }

  return {
    get: (path) => request('GET', path),
    post: (path, json) => request('POST', path, json === undefined ? undefined : JSON.stringify(json)),
    put: (path, json) => request('PUT', path, JSON.stringify(json)),
    patch: (path, json) => request('PATCH', path, JSON.stringify(json)),
    delete: (path) => request('DELETE', path),
    postRaw: (path, body) => request('POST', path, body),
    signUp: (email, password, name = '') => request('POST', '/api/auth/sign-up/email', JSON.stringify({ email, password, name })),
    signIn: (email, password) => request('POST', '/api/auth/sign-in/email', JSON.stringify({ email, password })),
    signOut: () => request('POST', '/api/auth/sign-out', '{}'),
    get lastSetCookies() {
      return lastSetCookies;
    },
    get cookies() {
      return cookieHeader();
    },
  };
}

function storeCookie(jar: Map<string, string>, setCookie: string) {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}

/** Creates a migrated database beside the one DATABASE_URL names; `drop` removes it again. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `uplift_test_${randomBytes(6).toString('hex')}`;
  await withConnection(serverUrl, (admin) => createMigratedPostgresDatabase(admin, serverUrl, name));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withConnection(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
