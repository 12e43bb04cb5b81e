import { and, asc, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isUuid } from '../lib/ids';
import { notFound } from '../lib/service-error';
import { workspaces } from '../tenancy/schema';
import { projects } from './schema';

// The narrow service every area reads and writes projects through (issue 31): a workspace's project,
// its site and keywords, counts. Areas name the table itself only where a query joins it to their own
// rows keyed by project (a foreign key, Analytics' sites) or where the Sample loader writes it.

export type ProjectRecord = typeof projects.$inferSelect;

/** The workspace's project, or undefined when it has none by that id. */
export async function findWorkspaceProject(db: Database, workspaceId: string, id: string): Promise<ProjectRecord | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)));
  return row;
}

/** The workspace's project; another workspace's, or none, answers 404. */
export async function workspaceProject(db: Database, workspaceId: string, id: string): Promise<ProjectRecord> {
  const row = await findWorkspaceProject(db, workspaceId, id);
  if (!row) throw notFound();
  return row;
}

/** A workspace's projects in the order its list shows them: projects made in one transaction share a time, so their ids break the tie. */
export const newestFirst = [desc(projects.createdAt), asc(projects.id)] as const;

/** The workspace's newest project, if it has any: the first of its list (ProjectsService.list). */
export async function latestProject(db: Database, workspaceId: string): Promise<ProjectRecord | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(eq(projects.workspaceId, workspaceId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/**
 * The project the app opens a workspace on (web/projects/current-project.ts): the one this browser
 * picked last (`storedId`, from a cookie, so anything) while it is still the workspace's, else the
 * newest; undefined when the workspace has none.
 */
export async function currentProject(db: Database, workspaceId: string, storedId: string | undefined): Promise<ProjectRecord | undefined> {
  const stored = storedId && isUuid(storedId) ? await findWorkspaceProject(db, workspaceId, storedId) : undefined;
  return stored ?? (await latestProject(db, workspaceId));
}

/** A project by id alone, for jobs whose record already names the workspace. */
export async function projectById(db: Database, id: string): Promise<ProjectRecord | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Which of these projects still exist (a deleted project's late events are dropped). */
export async function existingProjectIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, [...ids]))
  ).map((row) => row.id);
}

/** Replaces the workspace's project's keyword list (the SEO writers' saved keywords). */
export async function setProjectKeywords(db: Database, workspaceId: string, id: string, keywords: string[]): Promise<void> {
  await db
    .update(projects)
    .set({ keywords })
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)));
}

/** The plan's project limit counts the workspace's projects. */
export async function countProjects(db: Database, workspaceId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(projects).where(eq(projects.workspaceId, workspaceId));
  return row?.value ?? 0;
}

/** Projects in every workspace but the Samples, which hold sample figures rather than anyone's work (the admin overview). */
export async function countRealProjects(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(ne(workspaces.kind, 'sample'));
  return row?.value ?? 0;
}

/** Each workspace's project sites, once per address, outside the Samples: what the weekly SEO scans visit. */
export function projectSitesOutsideSamples(db: Database): Promise<Array<{ workspaceId: string; url: string | null }>> {
  return db
    .selectDistinct({ workspaceId: projects.workspaceId, url: projects.url })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(and(isNotNull(projects.url), ne(workspaces.kind, 'sample')));
}

/** These projects, those of Sample workspaces left out: whose figures are news to e-mail about. */
export async function projectsOutsideSamples(
  db: Database,
  ids: readonly string[],
): Promise<Array<{ id: string; name: string; workspaceId: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: projects.id, name: projects.name, workspaceId: projects.workspaceId })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(and(inArray(projects.id, [...ids]), ne(workspaces.kind, 'sample')));
}
