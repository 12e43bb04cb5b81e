import { type SidebarState, sidebarCookie } from '@/shared/screen-shells';

/** Whether the user collapsed the sidebar, kept in a cookie the server reads too (screen shells). */
export function sidebarCollapsedPreference(): boolean {
  return document.cookie.split('; ').includes(`${sidebarCookie}=${'collapsed' satisfies SidebarState}`);
}

export function rememberSidebarCollapsed(collapsed: boolean): void {
  const state: SidebarState = collapsed ? 'collapsed' : 'expanded';
  document.cookie = `${sidebarCookie}=${state}; path=/; max-age=31536000; samesite=lax`;
}
