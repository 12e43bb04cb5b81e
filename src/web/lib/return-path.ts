import { paths } from '@/web/config/paths';

/**
 * Where to go after signing in, from `?redirect=` (paths.loginReturningTo): a path on this site only,
 * never another origin and never /login itself, else none.
 */
export function returnPathOf(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const { pathname } = new URL(target, 'http://uplift.invalid');
  return pathname === paths.login ? null : target;
}
