import { searchConsoleImportDays } from '@/shared/seo/search-console';

const dayMs = 86_400_000;
const domainPrefix = 'sc-domain:';

/**
 * The property to choose without asking: the account's only one, else the one for the project's site
 * (a Domain property, which covers every address of the site, before a URL-prefix one); null when
 * the choice is the person's.
 */
export function propertyFor(properties: readonly string[], siteUrl: string | null): string | null {
  if (properties.length === 1) return properties[0]!;
  if (!siteUrl || !URL.canParse(siteUrl)) return null;
  const host = bareHost(new URL(siteUrl).hostname);
  const domains = properties.filter((property) => {
    if (!property.startsWith(domainPrefix)) return false;
    const domain = bareHost(property.slice(domainPrefix.length));
    return host === domain || host.endsWith(`.${domain}`);
  });
  if (domains.length > 0) return domains.length === 1 ? domains[0]! : null;
  const prefixes = properties.filter((property) => URL.canParse(property) && bareHost(new URL(property).hostname) === host);
  return prefixes.length === 1 ? prefixes[0]! : null;
}

/** The days an import reads: the last 28 whole days (UTC) before `now`, as Google's YYYY-MM-DD. */
export function importRange(now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: day(today - searchConsoleImportDays * dayMs), to: day(today - dayMs) };
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}
