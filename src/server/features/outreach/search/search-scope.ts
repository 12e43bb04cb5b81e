import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { findWorkspaceProject } from '../../../projects/directory';
import { domainKey } from '../../seo';
import { registrableDomain } from '../discovery/site-domain';
import { outreachProspects } from '../prospects/schema';
import type { AssessContext } from './assess-site';
import type { SearchTarget } from './gather-candidates';
import type { outreachProspectSearches } from './schema';
import { siteAddress } from './site-address';

/** What a search is for: its target, the sites it must not return, and the project's niche and keywords. */
export interface SearchScope {
  target: SearchTarget;
  /** Registrable domains: the project's own, its competitors', a domain search's own, and the workspace's prospects. */
  excluded: Set<string>;
  niche: string | null;
  /** The phrases a site's text is measured against: the term, the niche, the project's keywords. */
  keywords: string[];
}

export async function searchScopeOf(db: Database, record: typeof outreachProspectSearches.$inferSelect): Promise<SearchScope> {
  const project = record.projectId ? await findWorkspaceProject(db, record.workspaceId, record.projectId) : undefined;
  const ownUrl = project?.url ? (siteAddress(project.url)?.href ?? null) : null;
  const competitorUrls = (project?.competitors ?? []).map((value) => siteAddress(value)?.href).filter((url) => url !== undefined);
  const site = record.type === 'domain' ? siteAddress(record.term) : null;
  const prospects = await db
    .select({ domain: outreachProspects.domain })
    .from(outreachProspects)
    .where(eq(outreachProspects.workspaceId, record.workspaceId));
  const excluded = new Set([
    ...[ownUrl, ...competitorUrls, site?.href].flatMap((url) => (url ? [registrableDomain(new URL(url).hostname)] : [])),
    ...prospects.map((prospect) => prospect.domain),
  ]);
  return {
    target: { type: record.type, term: record.term, site, ownUrl, competitorUrls },
    excluded,
    niche: project?.niche ?? null,
    keywords: phrasesOf([record.type === 'domain' ? null : record.term, project?.niche, ...(project?.keywords ?? [])]),
  };
}

/**
 * How candidates' pages are judged: a link to the project's site rules a site out; a link to a
 * competitor (or to a domain search's site) is an opening; relevance is measured against the
 * scope's keywords and those of the searched domain's own pages.
 */
export function assessContextOf(scope: SearchScope, domainKeywords: readonly string[]): AssessContext {
  const { ownUrl, competitorUrls, site } = scope.target;
  const keywords = [...new Set([...scope.keywords, ...phrasesOf(domainKeywords)])];
  return {
    links: {
      site: ownUrl ?? '',
      competitors: [...competitorUrls, ...(site ? [site.href] : [])].map((url) => ({
        hostKey: domainKey(new URL(url).host),
        domain: new URL(url).hostname,
      })),
      brands: [],
      keywords,
    },
    ownDomain: ownUrl ? registrableDomain(new URL(ownUrl).hostname) : null,
    keywords,
  };
}

/** Each phrase, and a phrase's longer words on their own (home baking → baking), lower case, once each. */
function phrasesOf(phrases: readonly (string | null | undefined)[]): string[] {
  return [
    ...new Set(
      phrases.flatMap((phrase) => {
        const cleaned = phrase?.trim().toLowerCase() ?? '';
        if (!cleaned) return [];
        const words = cleaned.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);
        return [cleaned, ...(words.length > 1 ? words : [])];
      }),
    ),
  ];
}
