/**
 * A preference kept in a cookie so that the server reads it too, to answer a screen's first HTML as
 * the app will draw it (the sidebar's state, the current project): for a year, across the site.
 */
export function readPreferenceCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/** Sets the preference, or forgets it when `value` is null. */
export function writePreferenceCookie(name: string, value: string | null): void {
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
