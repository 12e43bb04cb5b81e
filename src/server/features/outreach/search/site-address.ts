import { startAddress } from '../discovery/site-domain';

/** A site's address as a project or a user gives it (competitor.com, https://competitor.com/blog), or null when it is none. */
export function siteAddress(value: string): URL | null {
  try {
    const url = startAddress(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
}
