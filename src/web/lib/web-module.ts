import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { UsageKey } from '@/shared/user';

/** A signed-in screen: its address, the title and purpose it shows, and where the sidebar lists it. */
export interface Screen {
  path: string;
  title: string;
  description: string;
  /** The sidebar entry; screens reached from another screen (billing, team, admin) have none. */
  nav?: { label: string; icon: LucideIcon };
  /** Only administrators may open it; others go to the dashboard. */
  adminOnly?: boolean;
  /** The usage meters the screen draws on: the frame warns on it when one nears its limit. */
  meters?: readonly UsageKey[];
  /**
   * The screen's component, loaded when first visited. An area not built yet has none and shows its
   * title and description.
   */
  load?: () => Promise<ComponentType>;
}

/** What a screen's route carries for the frame (react-router's `handle`). */
export interface ScreenHandle {
  meters: readonly UsageKey[];
}

/**
 * A screen anyone with its address may open, signed in or not, shown without the app's frame (the
 * page an invitation's link opens). It decides itself what a signed-out visitor sees.
 */
export interface PublicScreen {
  path: string;
  load: () => Promise<ComponentType>;
}

/**
 * What a feature area hands the app: its screens. The app's list of modules (app/modules.ts) makes
 * the routes and the sidebar; adding an area is its folders and one line there.
 */
export interface WebModule {
  screens: readonly Screen[];
  publicScreens?: readonly PublicScreen[];
}
