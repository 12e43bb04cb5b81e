import { bigPlatforms } from '../../seo';
import { registrableDomain } from '../discovery/site-domain';

/** A site that may become a prospect: where to read it, and the pages that brought it here, read first. */
export interface CandidateSite {
  /** Its registrable domain: one candidate per site. */
  domain: string;
  origin: string;
  pages: string[];
}

/**
 * The candidates of one search, once per site, in the order found (the provider's first), up to a
 * limit; the project's own site, its competitors, big platforms and the workspace's prospects are
 * never candidates.
 */
export class CandidateSites {
  private readonly byDomain = new Map<string, CandidateSite>();

  constructor(
    private readonly excluded: ReadonlySet<string>,
    private readonly limit: number,
  ) {}

  get list(): CandidateSite[] {
    return [...this.byDomain.values()];
  }

  /** Adds the site of `address`; with `asPage`, the address itself is a page to read. */
  add(address: string, asPage: boolean): void {
    if (!URL.canParse(address)) return;
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    const domain = registrableDomain(url.hostname);
    if (this.excluded.has(domain) || bigPlatforms.test(url.hostname)) return;
    const known = this.byDomain.get(domain);
    if (known) {
      if (asPage && !known.pages.includes(url.href)) known.pages.push(url.href);
      return;
    }
    if (this.byDomain.size >= this.limit) return;
    this.byDomain.set(domain, { domain, origin: url.origin, pages: asPage ? [url.href] : [] });
  }
}
