import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/testing';

/** Adds `count` accounts, each with its personal workspace, straight into a stopped instance's PGlite. */
export async function seedUsers(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      insert into "user" (id, name, email, created_at, updated_at)
      select 'seed-' || i, 'Seed User ' || i, 'seed-' || i || '@bench.test',
             now() - make_interval(secs => i), now()
      from generate_series(1, ${count}) as i`);
    await database.db.execute(sql`
      insert into workspaces (id, name, kind, created_by)
      select gen_random_uuid(), 'Seed ' || i || '''s workspace', 'personal', 'seed-' || i
      from generate_series(1, ${count}) as i`);
    await database.db.execute(sql`
      insert into workspace_members (workspace_id, user_id, role)
      select id, created_by, 'owner' from workspaces where created_by like 'seed-%'`);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}
