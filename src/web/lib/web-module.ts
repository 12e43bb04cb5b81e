import type { QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { Project } from '@/shared/projects';
import type { ShellBannerCondition } from '@/shared/screen-shells';
import type { UsageKey } from '@/shared/user';

/** What a screen shows and where it lives, whatever it renders. */
export interface ScreenInfo {
  path: string;
  title: string;
  description: string;
  /** The sidebar entry; screens reached from another screen (billing, team, admin) have none. */
  nav?: { label: string; icon: LucideIcon };
  /**
   * The screen opens with its `title` and `description` (PageHeader), in the page's centred column or
   * across the full width: the first HTML the server answers its address with shows them inside the
   * frame, before the app's code has run (app/screen-shell.tsx).
   */
  shell?: 'centred' | 'full-width';
  /**
   * A shell's heading when the screen's is not a PageHeader of its title and description (the
   * dashboard greets the user by name): drawn as the screen draws it, with its actions left out.
   */
  shellHeading?: ComponentType<{ userName: string }>;
  /** Only administrators may open it; others go to the dashboard. */
  adminOnly?: boolean;
  /** The usage meters the screen draws on: the frame warns on it when one nears its limit. */
  meters?: readonly UsageKey[];
  /**
   * Fetches the screen's first data while its code loads (signed in only), so it first shows with
   * its figures in place rather than a spinner that the data then pushes down, nor renders again as
   * each answer lands. `address` is where it opens: its query string may choose a tab or a period.
   * Use the queries' `ensureQueryData`: a return to the screen shows what is cached at once.
   */
  prefetch?: (queryClient: QueryClient, address: URL) => Promise<unknown>;
  /**
   * The API addresses `prefetch` reads at the screen's bare address, `projectMark` standing for the
   * current project's id: a shelled screen's first HTML carries their answers (ADR 048), so no request
   * for them waits on the app's code. app/first-reads.test.ts checks they are what `prefetch` reads.
   */
  firstReads?: readonly string[];
}

/**
 * How long what a loader read (a screen's `prefetch`, the frame's projects and workspaces) counts as
 * fresh (its queries' `staleTime`): the loader has just fetched it, and read again as the screen
 * mounts it would render the screen a second time. Every change the app makes to it refreshes it.
 */
export const prefetchedFreshMs = 10_000;

/**
 * What the app hands a screen that works on the current project (the one picked in the header), so
 * no area looks it up or follows the header's choice itself.
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
 * nothing from the app but what other areas contribute to it, `loadForProject` for one that works on
 * the current project. An area not built yet has neither and shows its title and description.
 */
export type Screen = ScreenInfo &
  (
    | { load?: (contributions: Contributions) => Promise<ComponentType>; loadForProject?: never }
    | { loadForProject: (contributions: Contributions) => Promise<ComponentType<ProjectScreenProps>>; load?: never }
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
  /**
   * A public page of its own (src/shared/public-pages.ts: the landing page at /), which needs neither
   * data fetching nor toasts: the app shows it outside its providers, so navigating there loads none.
   */
  standalone?: boolean;
}

/** A part one area adds to another's screen, loaded with that screen. */
interface Contribution<Props = object> {
  /** Unique among its kind: the key it is rendered under (a settings tab's `?tab=`). */
  id: string;
  /** Where it stands among its kind, ascending (10, 20, ...), whichever module it comes from. */
  order: number;
  load: () => Promise<ComponentType<Props>>;
}

/** A tab of the Settings screen (`/settings?tab=<id>`). */
export interface SettingsTab extends Contribution {
  label: string;
}

/** A tab of the Admin Panel (`/admin?tab=<id>`), after its own; admins only, as the panel is. */
export interface AdminTab extends Contribution {
  label: string;
  icon: LucideIcon;
}

/** What a dashboard action's dialog is given: it opens in place when the action is chosen. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A row of the dashboard's Quick Actions that opens the area's dialog in place (the campaign creator). */
export interface DashboardAction extends Contribution<DialogProps> {
  label: string;
  description: string;
  icon: LucideIcon;
  /** The icon's tile colours (Tailwind classes). */
  tone: string;
  /** The toast shown as the dialog opens. */
  toast: string;
}

/**
 * A button the dashboard shows editors beside its heading and, on a first visit, on its welcome
 * banner (the sample workspace's 'Load sample workspace'). It hides itself when it does not apply.
 */
export type DashboardButton = Contribution<{ className?: string }>;

/** What the header hands its items: the project picked in it, null when there is none or while the projects load. */
export interface HeaderItemProps {
  project: Project | null;
}

/**
 * A part of the signed-in frame's header (the workspace switcher, the traffic figure, the bell). The
 * header's own parts stand among the items by `order` too: at the `start`, the project selector at 20,
 * followed by the search; at the `end`, the AI tasks figure at 20, and the user menu last. An item
 * hides itself when it does not apply.
 */
export interface HeaderItem extends Contribution<HeaderItemProps> {
  place: 'start' | 'end';
}

/** What an action on a content item is given: the item the Content Engine's detail shows. */
export interface ContentItemActionProps {
  contentId: string;
  /** blog, social, email or video: an action that suits only some types hides itself for the others. */
  contentType: string;
}

/** An action in the Content Engine's item detail (Publish to WordPress); it hides itself when it does not apply. */
export type ContentItemAction = Contribution<ContentItemActionProps>;

/** A strip across every signed-in screen, below the header (the sample workspace's); it hides itself when it does not apply. */
export interface FrameBanner extends Contribution {
  /**
   * Fetches what the banner needs to decide whether it shows: the frame waits for it before its first
   * paint, so a banner never appears above a screen already shown and pushes it down.
   */
  prefetch?: (queryClient: QueryClient) => Promise<void>;
  /** The API addresses `prefetch` reads, answered in a screen's shell as a screen's `firstReads` are. */
  firstReads?: readonly string[];
  /**
   * The banner as a screen's shell shows it (app/screen-shell.tsx), to the visitors the server can
   * tell it concerns (`when`), so it does not push the screen down as the app replaces the shell.
   * Its buttons do nothing until then.
   */
  shell?: { when: ShellBannerCondition; load: () => Promise<ComponentType> };
}

/**
 * Wraps the signed-in frame and every screen in it, to give them something through a context (the
 * upgrade prompt's 'Choose Your Plan'). The first in `order` is the outermost.
 */
export type FrameProvider = Contribution<{ children: ReactNode }>;

/**
 * Every module's contributions, gathered by the app from the list of modules and sorted by `order`:
 * a screen's `load` receives them, so an area joins another's screen without importing it, and the
 * signed-in frame loads its own (header items, banners, providers) before it shows.
 */
export interface Contributions {
  settingsTabs: readonly SettingsTab[];
  adminTabs: readonly AdminTab[];
  dashboardActions: readonly DashboardAction[];
  dashboardButtons: readonly DashboardButton[];
  headerItems: readonly HeaderItem[];
  frameBanners: readonly FrameBanner[];
  frameProviders: readonly FrameProvider[];
  contentItemActions: readonly ContentItemAction[];
}

/** A contribution with its component loaded, as the screen renders it. */
export type Loaded<Item extends { load: () => Promise<unknown> }> = Omit<Item, 'load'> & {
  Component: Awaited<ReturnType<Item['load']>>;
};

/** Loads the contributions a screen renders, all at once, before the screen shows (no flash as a part arrives). */
export function loadContributions<Item extends { load: () => Promise<unknown> }>(items: readonly Item[]): Promise<Loaded<Item>[]> {
  return Promise.all(items.map(async ({ load, ...item }) => ({ ...item, Component: (await load()) as Awaited<ReturnType<Item['load']>> })));
}

/**
 * What a feature area hands the app: its screens, and the parts it adds to other areas' screens and
 * to the signed-in frame. The app's list of modules (app/modules.ts) makes the routes and the sidebar
 * and gathers the contributions; adding an area is its folders and one line there.
 */
export interface WebModule {
  screens?: readonly Screen[];
  publicScreens?: readonly PublicScreen[];
  settingsTabs?: readonly SettingsTab[];
  adminTabs?: readonly AdminTab[];
  dashboardActions?: readonly DashboardAction[];
  dashboardButtons?: readonly DashboardButton[];
  headerItems?: readonly HeaderItem[];
  frameBanners?: readonly FrameBanner[];
  frameProviders?: readonly FrameProvider[];
  contentItemActions?: readonly ContentItemAction[];
}

const byOrder = <Item extends { order: number }>(items: readonly Item[]) => [...items].sort((a, b) => a.order - b.order);

/** The modules' contributions by kind, each in its `order`; two of a kind with one id are a mistake. */
export function gatherContributions(modules: readonly WebModule[]): Contributions {
  const gathered: Contributions = {
    settingsTabs: byOrder(modules.flatMap((module) => module.settingsTabs ?? [])),
    adminTabs: byOrder(modules.flatMap((module) => module.adminTabs ?? [])),
    dashboardActions: byOrder(modules.flatMap((module) => module.dashboardActions ?? [])),
    dashboardButtons: byOrder(modules.flatMap((module) => module.dashboardButtons ?? [])),
    headerItems: byOrder(modules.flatMap((module) => module.headerItems ?? [])),
    frameBanners: byOrder(modules.flatMap((module) => module.frameBanners ?? [])),
    frameProviders: byOrder(modules.flatMap((module) => module.frameProviders ?? [])),
    contentItemActions: byOrder(modules.flatMap((module) => module.contentItemActions ?? [])),
  };
  for (const [kind, items] of Object.entries(gathered) as [string, readonly { id: string }[]][]) {
    const ids = items.map((item) => item.id);
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice) throw new Error(`Two modules contribute ${kind} '${twice}'.`);
  }
  return gathered;
}
