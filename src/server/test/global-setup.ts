import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from './migrated-database';
import { dropReusedPostgresDatabases } from './reused-databases';

/**
 * Makes the embedded database's starting copy once, before the workers start: each would otherwise
 * find none and make its own at the same time (a server's first start, about 13 s). On PostgreSQL,
 * names the databases this run's workers keep (test/reused-databases.ts) and drops them at its end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    await migratedPgliteDump();
    return undefined;
  }
  const prefix = `uplift_reused_${randomBytes(4).toString('hex')}_`;
  project.provide('reusedDatabasePrefix', prefix);
  return () => dropReusedPostgresDatabases(serverUrl, prefix);
}
