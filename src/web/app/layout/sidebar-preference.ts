import { type SidebarState, sidebarCookie } from '@/shared/screen-shells';
import { readPreferenceCookie, writePreferenceCookie } from '@/web/lib/preference-cookie';

/** Whether the user collapsed the sidebar, kept in a cookie the server reads too (screen shells). */
export function sidebarCollapsedPreference(): boolean {
  return readPreferenceCookie(sidebarCookie) === ('collapsed' satisfies SidebarState);
}

export function rememberSidebarCollapsed(collapsed: boolean): void {
  writePreferenceCookie(sidebarCookie, (collapsed ? 'collapsed' : 'expanded') satisfies SidebarState);
}
