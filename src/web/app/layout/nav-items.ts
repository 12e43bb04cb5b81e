import type { LucideIcon } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { screens } from '../modules';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's items, in the modules' order (13 of them). */
export const navItems: readonly NavItem[] = screens.flatMap(({ path, nav }) => (nav ? [{ path, ...nav }] : []));

/** Active when the path equals the item or starts with it; Dashboard only on an exact match. */
export function isNavItemActive(currentPath: string, itemPath: string): boolean {
  if (itemPath === paths.dashboard) return currentPath === itemPath;
  return currentPath === itemPath || currentPath.startsWith(itemPath);
}
