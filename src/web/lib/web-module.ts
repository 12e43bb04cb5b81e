import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** A signed-in screen: its address, the title and purpose it shows, and where the sidebar lists it. */
export interface Screen {
  path: string;
  title: string;
  description: string;
  /** The sidebar entry; screens reached from another screen (billing, team, admin) have none. */
  nav?: { label: string; icon: LucideIcon };
  /** Only administrators may open it; others go to the dashboard. */
  adminOnly?: boolean;
  /**
   * The screen's component, loaded when first visited. An area not built yet has none and shows its
   * title and description.
   */
  load?: () => Promise<ComponentType>;
}

/**
 * What a feature area hands the app: its screens. The app's list of modules (app/modules.ts) makes
 * the routes and the sidebar; adding an area is its folders and one line there.
 */
export interface WebModule {
  screens: readonly Screen[];
}
