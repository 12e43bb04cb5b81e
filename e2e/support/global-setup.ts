import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../src/server/test/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    verifyingBaseUrl: string;
    /** An instance whose Stripe is the local fake, with the three plans' prices imported. */
    billingBaseUrl: string;
    /** The fake's `/__control/*` routes: completing a checkout, changing a subscription, invoices. */
    fakeStripeUrl: string;
    /** An instance whose fetcher may reach loopback (a test-only setting), beside the bakery fixture site. */
    analysisBaseUrl: string;
    bakerySiteUrl: string;
    /** The site audit's fixture site, a defect on every page but one, beside the analysis instance. */
    defectSiteUrl: string;
    adminEmail: string;
    password: string;
  }
}

const password = 'correct-horse-7';
const adminEmail = 'admin@uplift.test';

/**
 * A data directory holding a database with every migration applied (the tests' migrated copy), which
 * each spawned instance starts from as from a restart: running initdb and every migration in each of
 * them took most of a minute of the setup on a busy two-core machine.
 */
async function migratedDataDir({ openDatabase, migratedPgliteDump }: Testing): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'uplift-e2e-migrated-'));
  const database = await openDatabase({ dataDir: dir, startFrom: await migratedPgliteDump() });
  await database.close();
  return dir;
}

async function startUplift(env: Record<string, string>, migrated: string): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  // Another test process may take the port between the check and the listen: a child that exits
  // before it answers is started again on another.
  for (let tries = 0; tries < 3; tries++) {
    const started = await startUpliftOnce(env, migrated);
    if (started) return started;
  }
  throw new Error('Uplift did not start in three tries');
}

async function startUpliftOnce(
  env: Record<string, string>,
  migrated: string,
): Promise<{ url: string; child: ChildProcess; dataDir: string } | null> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-e2e-'));
  cpSync(migrated, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As before graceful shutdown: a test's server does not wait long on a request or job it left hanging.
      SHUTDOWN_SECONDS: '5',
      AUTH_SIGN_IN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  // Up to a minute: a loaded machine starts slowly.
  for (let attempt = 0; attempt < 240 && !exited; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
  if (exited) return null;
  throw new Error(`Uplift did not start on ${url}`);
}

type Testing = typeof import('../../src/server/testing');

/** Runs a build in a process of its own, its output shown; rejects if it fails. */
function build(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export default async function setup(project: TestProject) {
  // The web app and the server's bundle build in processes of their own while this one loads the
  // server's code (about 10 s of one core) and makes the instances' migrated data directory. Nothing
  // that would need closing starts before they are done. Vitest sets NODE_ENV=test, which would give
  // React's development build.
  const built = Promise.all([
    build('npx', ['vite', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' }),
    build(process.execPath, ['scripts/build-server.mjs']),
  ]);
  // Awaited below: a failed import meanwhile is the setup's failure, not an unhandled rejection.
  built.catch(() => {});
  const testing = await import('../../src/server/testing');
  const { cheapPasswordHasher, loadConfig, migratedPgliteDump, serveBakerySite, serveDefectSite, startFakeStripe, startServer } = testing;
  const migrated = await migratedDataDir(testing);
  await built;

  const stripe = await startFakeStripe();
  // The three instances start side by side, one process each, from copies of the migrated data
  // directory, while this one starts the analysis instance and the fixture sites.
  const spawned = Promise.all([
    startUplift({}, migrated),
    startUplift({ AUTH_REQUIRE_EMAIL_VERIFICATION: 'true' }, migrated),
    startUplift(
      {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
        SUPPORT_EMAIL: 'billing@uplift.test',
      },
      migrated,
    ),
  ]);
  for (const [name, plan, cents] of [
    ['Starter', 'starter', 1900],
    ['Professional', 'professional', 5900],
    ['Enterprise', 'enterprise', 19900],
  ] as const) {
    const product = stripe.addProduct({ name });
    stripe.addPrice({ product: product.id, unitAmount: cents, interval: 'month', plan });
    stripe.addPrice({ product: product.id, unitAmount: Math.floor(cents * 0.8) * 12, interval: 'year', plan });
  }

  // In this process: letting the fetcher reach loopback is a code-level test override, not a setting.
  // Half a second a page, so the progress bar has steps to show.
  const bakery = await serveBakerySite({ delayMs: 500 });
  const defects = await serveDefectSite({ tls: false });
  const analysisPort = await freePort();
  const analysis = await startServer(
    loadConfig({
      PORT: String(analysisPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${analysisPort}`,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // As before graceful shutdown: a test's server does not wait long on a request or job it left hanging.
      SHUTDOWN_SECONDS: '5',
      AUTH_SIGN_IN_RATE_LIMIT: '1000',
      // An Enterprise scan renders the home page only: the rendering itself is the API test's.
      AUDIT_RENDER_PAGES: '1',
    }),
    // From the tests' migrated copy, with their cheaper password hash, as an instance of a file's own is.
    { safeFetcher: { allowLoopbackForTests: true }, databaseStartFrom: await migratedPgliteDump(), passwordHasher: cheapPasswordHasher },
  );

  const [main, verifying, billing] = await spawned;
  stripe.webhookUrl = `${billing.url}/api/billing/webhook`;

  // The first account of an instance becomes its admin; make it now so test users are ordinary users.
  await createAdmin(main.url);
  await createAdmin(analysis.url);
  const billingAdminCookie = await createAdmin(billing.url);
  const imported = await fetch(`${billing.url}/api/admin/billing/import`, {
    method: 'POST',
    headers: { cookie: billingAdminCookie, origin: billing.url },
  });
  if (!imported.ok) throw new Error(`Could not import the fake Stripe catalogue: ${imported.status}`);

  project.provide('baseUrl', main.url);
  project.provide('verifyingBaseUrl', verifying.url);
  project.provide('billingBaseUrl', billing.url);
  project.provide('fakeStripeUrl', stripe.url);
  project.provide('analysisBaseUrl', analysis.url);
  project.provide('bakerySiteUrl', bakery.url);
  project.provide('defectSiteUrl', defects.url);
  project.provide('adminEmail', adminEmail);
  project.provide('password', password);

  return async () => {
    await analysis.close();
    await bakery.close();
    await defects.close();
    for (const server of [main, verifying, billing]) {
      server.child.kill('SIGTERM');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    rmSync(migrated, { recursive: true, force: true });
    void stripe.close();
  };
}

/** Signs up the instance's first account (its admin) and answers its session cookie. */
async function createAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: adminEmail, password, name: 'Ada Admin' }),
  });
  if (!response.ok) throw new Error(`Could not create the admin account on ${url}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
