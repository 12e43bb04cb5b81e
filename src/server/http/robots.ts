/**
 * robots.txt as RFC 9309 reads it: the groups naming our product token (else the `*` groups), Allow
 * and Disallow with `*` and a closing `$`, the longest matching rule deciding and Allow winning a
 * tie. A missing file (4xx) allows everything; a server error or no answer disallows everything,
 * because we cannot tell what the site owner wants.
 */
import { crawlerToken, type SafeFetcher } from './safe-fetch';
import { SafeFetchError, safeFetchMessages } from './safe-fetch-error';

export interface RobotsRules {
  /** Whether we may fetch this path (with its query, as URL.pathname + URL.search gives it). */
  isAllowed(path: string): boolean;
  /** The sitemaps the file names (`Sitemap:` lines, which belong to no group), as written. */
  sitemaps: string[];
  /** Whether the site has a robots.txt at all (a 4xx answer means it has none). */
  found: boolean;
  /** The pause our group asks for between requests (`Crawl-delay`, not in RFC 9309 but widely used), else 0. */
  crawlDelaySeconds: number;
}

interface Rule {
  allow: boolean;
  pattern: string;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelaySeconds?: number;
}

const allowAll: RobotsRules = { isAllowed: () => true, sitemaps: [], found: false, crawlDelaySeconds: 0 };
const disallowAll: RobotsRules = { isAllowed: (path) => path === '/robots.txt', sitemaps: [], found: true, crawlDelaySeconds: 0 };

export async function fetchRobots(fetcher: SafeFetcher, origin: string): Promise<RobotsRules> {
  let robotsUrl: string;
  try {
    robotsUrl = new URL('/robots.txt', origin).href;
  } catch {
    throw new SafeFetchError('BAD_SCHEME', safeFetchMessages.invalidUrl);
  }
  try {
    // Many servers label robots.txt wrongly; it is read as text whatever its type.
    const { text } = await fetcher.fetchText(robotsUrl, { accept: ['text/plain', '*/*'] });
    return parseRobots(text);
  } catch (error) {
    if (!(error instanceof SafeFetchError) || error.code === 'BAD_SCHEME') throw error;
    const status = error.status ?? 0;
    // 429 asks us to slow down, so it counts as the server being unavailable, not as a missing file.
    return status >= 400 && status < 500 && status !== 429 ? allowAll : disallowAll;
  }
}

export function parseRobots(text: string): RobotsRules {
  const groups = parseGroups(text);
  const ours = groups.filter((group) => group.agents.includes(crawlerToken.toLowerCase()));
  const chosen = ours.length > 0 ? ours : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen.flatMap((group) => group.rules);
  return {
    sitemaps: sitemapLines(text),
    found: true,
    crawlDelaySeconds: Math.max(0, ...chosen.map((group) => group.crawlDelaySeconds ?? 0)),
    isAllowed(path) {
      if (path === '/robots.txt') return true;
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!matches(rule.pattern, path)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieWonByAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieWonByAllow) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}

function parseGroups(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '');
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      // Consecutive user-agent lines share one group; one after rules starts the next group.
      if (!current || current.rules.length > 0 || current.crawlDelaySeconds !== undefined) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value === '*' ? '*' : (/^[a-z_-]+/i.exec(value)?.[0] ?? '').toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && current && value) {
      current.rules.push({ allow: key === 'allow', pattern: normalisePattern(value) });
    } else if (key === 'crawl-delay' && current && Number.isFinite(Number(value)) && Number(value) > 0) {
      current.crawlDelaySeconds = Number(value);
    }
  }
  return groups;
}

function sitemapLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => /^\s*sitemap\s*:\s*(\S+)/i.exec(line.replace(/#.*/, ''))?.[1])
    .filter((url): url is string => Boolean(url));
}

/** Paths arrive percent-encoded, so non-ASCII characters in a pattern are encoded the same way. */
function normalisePattern(pattern: string): string {
  return pattern.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

/**
 * Wildcard matching that backtracks only to the last `*`: linear in practice and never worse than
 * pattern × path, so a hostile robots.txt cannot stall the crawler the way a regex could.
 */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length) {
    if (p === body.length && !anchored) return true;
    if (body[p] === '*') {
      star = p++;
      resume = s;
    } else if (p < body.length && body[p] === path[s]) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  while (body[p] === '*') p++;
  return p === body.length;
}
