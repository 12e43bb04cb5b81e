import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Project } from '@/shared/projects';
import type { UsageKey } from '@/shared/user';

/** What a screen shows and where it lives, whatever it renders. */
export interface ScreenInfo {
  path: string;
  title: string;
  description: string;
  /** The sidebar entry; screens reached from another screen (billing, team, admin) have none. */
  nav?: { label: string; icon: LucideIcon };
  /** Only administrators may open it; others go to the dashboard. */
  adminOnly?: boolean;
  /** The usage meters the screen draws on: the frame warns on it when one nears its limit. */
  meters?: readonly UsageKey[];
}

/**
 * What the app hands a screen that works on the current project (the one picked in the header), so
 * no area imports the projects feature to find it.
 */
export interface ProjectScreenProps {
  /** The current project; null when the workspace has none, or while the projects load. */
  project: Project | null;
  /** The projects are still loading. */
  projectPending: boolean;
  /** The screen changed the project (SEO saves keywords to it): the app reads the projects again. */
  onProjectChanged: () => void;
}

/**
 * A signed-in screen. Its component is loaded when first visited: `load` for a screen that needs
 * nothing from the app, `loadForProject` for one that works on the current project. An area not built
 * yet has neither and shows its title and description.
 */
export type Screen = ScreenInfo &
  (
    | { load?: () => Promise<ComponentType>; loadForProject?: never }
    | { loadForProject: () => Promise<ComponentType<ProjectScreenProps>>; load?: never }
  );

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
