import { migratedPgliteDump } from './migrated-database';

/**
 * Makes the embedded database's starting copy once, before the workers start: each would otherwise
 * find none and make its own at the same time (a server's first start, about 13 s).
 */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await migratedPgliteDump();
}
