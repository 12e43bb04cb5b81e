import { currentProjectCookie } from '@/shared/screen-shells';
import { readPreferenceCookie, writePreferenceCookie } from './preference-cookie';

/**
 * Where the selected project is kept (only currentProject persists locally): localStorage, whose
 * changes other tabs hear of, and a copy in a cookie, by which the server's first HTML of a screen
 * answers the reads that name the project (ADR 048). The core's projects (web/projects/) keep it,
 * and a change of workspace forgets it.
 */
const currentProjectKey = 'uplift.currentProjectId';

/** The id of the project last picked in this browser, which may since have gone (web/projects/current-project.ts). */
export function storedProjectId(): string | null {
  return localStorage.getItem(currentProjectKey);
}

export function storeProjectId(id: string): void {
  localStorage.setItem(currentProjectKey, id);
  writePreferenceCookie(currentProjectCookie, id);
}

export function forgetStoredProject(): void {
  localStorage.removeItem(currentProjectKey);
  writePreferenceCookie(currentProjectCookie, null);
}

/** Copies the stored choice into the cookie when they differ: a choice made before the cookie, or a cookie cleared. */
export function syncProjectCookie(): void {
  const id = storedProjectId();
  if (readPreferenceCookie(currentProjectCookie) !== id) writePreferenceCookie(currentProjectCookie, id);
}
