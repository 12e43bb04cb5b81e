// The site's links as a graph: clicks from the start page, pages nothing links to, and chains
// (redirects, canonicals) followed to their end. Pure functions over what the crawl found.

/** Where an address leads: a redirect (no click) and the links on its page (one click each). */
export interface Outlinks {
  redirect: string | null;
  links: readonly string[];
}

/** Clicks from `start` to every address reachable along links, breadth first; a redirect costs no click. */
export function clicksFrom(start: string, outlinks: (address: string) => Outlinks | undefined): Map<string, number> {
  const depth = new Map([[start, 0]]);
  let frontier = [start];
  for (let clicks = 0; frontier.length > 0; clicks++) {
    const next: string[] = [];
    for (const address of frontier) {
      const out = outlinks(address);
      if (out?.redirect && !depth.has(out.redirect)) {
        depth.set(out.redirect, depth.get(address)!);
        frontier.push(out.redirect);
      }
      for (const link of out?.links ?? []) {
        if (depth.has(link)) continue;
        depth.set(link, clicks + 1);
        next.push(link);
      }
    }
    frontier = next;
  }
  return depth;
}

/** Pages (the sitemap's, typically) that no crawled page links to and no redirect leads to, but the start. */
export function orphanPages(
  pages: Iterable<string>,
  start: string,
  linkedTo: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  redirectTargets: ReadonlySet<string | null>,
): string[] {
  return [...pages].filter((page) => page !== start && !linkedTo.has(page) && !redirectTargets.has(page));
}

/** The addresses from `start` along `next` until it ends or comes back round: `loop` says which. */
export function followChain(start: string, next: (address: string) => string | null, maxSteps = 20): { path: string[]; loop: boolean } {
  const path = [start];
  for (let current = next(start); current !== null && path.length <= maxSteps; current = next(current)) {
    if (path.includes(current)) return { path: [...path, current], loop: true };
    path.push(current);
  }
  return { path, loop: false };
}
