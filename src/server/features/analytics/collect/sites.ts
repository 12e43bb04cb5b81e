import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { projects } from '../../../projects/schema';
import { targetMatcher } from '../goals/path-pattern';
import { analyticsGoals, analyticsSites } from '../schema';

/** A goal as the collection endpoint checks it, to say at once that a visitor reached it (goal.converted). */
export interface SiteGoal {
  id: string;
  kind: 'page' | 'event';
  value: string;
  reached: (event: { name: string; pathname: string }) => boolean;
}

export interface TrackedSite {
  workspaceId: string;
  /** Hostnames whose events count, without a leading 'www.'. */
  hostnames: ReadonlySet<string>;
  goals: readonly SiteGoal[];
}

export function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

export function hostOfAddress(address: string | null): string | null {
  if (!address) return null;
  try {
    return bareHost(new URL(address).hostname);
  } catch {
    return null;
  }
}

const rememberMs = 30_000;

/**
 * Which hostnames each project accepts events from, and its goals, read at most every 30 s per
 * process: the collection endpoint asks for every event, and a changed address applies within that time.
 */
export class TrackedSites {
  private readonly known = new Map<string, { site: TrackedSite | null; until: number }>();

  constructor(private readonly db: Database) {}

  async find(projectId: string): Promise<TrackedSite | null> {
    const remembered = this.known.get(projectId);
    if (remembered && remembered.until > Date.now()) return remembered.site;
    const [row] = await this.db
      .select({ workspaceId: projects.workspaceId, url: projects.url, extra: analyticsSites.extraHostnames })
      .from(projects)
      .leftJoin(analyticsSites, eq(analyticsSites.projectId, projects.id))
      .where(eq(projects.id, projectId));
    const own = hostOfAddress(row?.url ?? null);
    const goals = row
      ? await this.db
          .select({ id: analyticsGoals.id, kind: analyticsGoals.kind, value: analyticsGoals.value })
          .from(analyticsGoals)
          .where(eq(analyticsGoals.projectId, projectId))
      : [];
    const site = row
      ? {
          workspaceId: row.workspaceId,
          hostnames: new Set([...(own ? [own] : []), ...(row.extra ?? []).map(bareHost)]),
          goals: goals.map((goal) => ({ ...goal, reached: targetMatcher(goal) })),
        }
      : null;
    if (this.known.size > 10_000) this.known.clear();
    this.known.set(projectId, { site, until: Date.now() + rememberMs });
    return site;
  }

  forget(projectId: string): void {
    this.known.delete(projectId);
  }
}
