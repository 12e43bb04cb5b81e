import { getDomain } from 'tldts';

/**
 * The registrable domain of a host (blog.example.co.uk → example.co.uk): what "the same site" means
 * here, so www., blog. and shop. count as one prospect. An IP address or a single-label name has
 * none and stands for itself.
 */
export function registrableDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return getDomain(host) ?? host;
}

/** The page to start from: the URL as given, or a bare domain's home page over HTTPS. */
export function startAddress(domainOrUrl: string): URL {
  const trimmed = domainOrUrl.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  url.hash = '';
  return url;
}

/** The address as an absolute URL when it is an http(s) page of the given domain; null otherwise. */
export function pageOnSite(address: string, base: string, domain: string): URL | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (registrableDomain(url.hostname) !== domain) return null;
  url.hash = '';
  return url;
}
