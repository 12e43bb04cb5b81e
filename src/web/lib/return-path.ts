import { paths } from '@/web/config/paths';

/**
 * Where to go after signing in, from `?redirect=` (paths.loginReturningTo): a path on this site only,
 * never another origin and never /login itself, else none.
 */
export function returnPathOf(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/')) return null;
  // Read as the browser will: it drops tabs and newlines and takes '\\' for '/', so '/\t/evil.example'
  // or '/\\evil.example' would leave the site; only what stays on it is returned, as resolved.
  const site = 'http://uplift.invalid';
  const url = new URL(target, site);
  if (url.origin !== site || url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
