import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/testing';

/**
 * Adds `count` blog posts of about 2 KB each to the workspace of `email`, straight into a stopped
 * instance's PGlite; one post in 500 mentions "sourdough" (20 matches in 10,000), while every post says "steady publishing", so
 * both a narrow and a broad search are measured. `workspaceId` picks one of the user's workspaces
 * (their Sample workspace), the first one otherwise.
 */
export async function seedContent(dataDir: string, email: string, count: number, workspaceId?: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      with owner as (
        select m.workspace_id, u.id as user_id from "user" u
        join workspace_members m on m.user_id = u.id
        where u.email = ${email} and (${workspaceId ?? null}::uuid is null or m.workspace_id = ${workspaceId ?? null}::uuid) limit 1
      ), posts as (
        select i, 'Seed post ' || i || case when i % 500 = 0 then ' on sourdough' else ' on marketing' end as title,
               repeat('Growing traffic takes steady publishing and honest measurement. ', 30) as text
        from generate_series(1, ${count}) as i
      )
      insert into content (workspace_id, created_by, title, type, body, status, search_text, created_at, updated_at)
      select owner.workspace_id, owner.user_id, posts.title,
             (array['blog','social','email','video'])[1 + posts.i % 4],
             jsonb_build_object('title', posts.title, 'metaDescription', 'Seeded', 'content', posts.text, 'tags', jsonb_build_array('seed')),
             (array['draft','scheduled','published'])[1 + posts.i % 3],
             lower(posts.title || ' ' || posts.text),
             now() - make_interval(secs => posts.i), now()
      from posts, owner`);
    await database.db.execute(sql`analyze content`);
  } finally {
    await database.close();
  }
}
