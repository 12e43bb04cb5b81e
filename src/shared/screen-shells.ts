/**
 * Screen shells (ADR 048): the first HTML of a signed-in screen's address shows the frame and the
 * screen's title before the app's code has run. The build writes them to `screen-shells.json`, one per
 * address and sidebar state; the server picks one by the address and this cookie, which the app sets
 * when the sidebar is collapsed or expanded, so that the shell draws the sidebar as the app will.
 */
export const sidebarCookie = 'uplift-sidebar';

export type SidebarState = 'expanded' | 'collapsed';

/**
 * The cookie that copies the project selected in this browser (web/lib/current-project-storage.ts):
 * the server reads it to answer a screen's first reads of that project in the screen's HTML.
 */
export const currentProjectCookie = 'uplift-project';

/** When a frame banner shows, as the server can tell from the session: in the Sample workspace, or to a Viewer. */
export type ShellBannerCondition = 'sample-workspace' | 'read-only';

/** screen-shells.json. */
export interface ScreenShells {
  /** Each shelled address's root content, per sidebar state. */
  screens: Record<string, Record<SidebarState, string>>;
  /** The frame banners that show in a shell (`shellMarks.banners`) to the visitors they concern. */
  banners: { when: ShellBannerCondition; html: string }[];
  /**
   * Each shelled address's first reads: the API addresses the frame's loader and the screen's
   * `prefetch` read before the screen first shows, which the server answers in the page
   * (`firstAnswersId`). `projectMark` stands for the current project's id, `siteMark` for its site.
   */
  reads: Record<string, string[]>;
}

/**
 * The id of the data block in which the server writes a signed-in screen's first reads' answers,
 * by address (`{"/api/me": {…}}`): the app's first requests for them take these (web/lib/first-answers.ts).
 */
export const firstAnswersId = 'first-answers';

/** In a first read's address, the current project's id (the server fills it in from `currentProjectCookie`). */
export const projectMark = ':project';

/**
 * In a first read's address, the current project's site (`siteOf` its address, URL-encoded): what
 * SEO's figures are asked for. A read that names it is left out when the project has no site.
 */
export const siteMark = ':site';

/**
 * What the build leaves in a shell for the server to fill per visitor: where the frame's banners go,
 * and the visitor's name (the dashboard's heading greets them), which the server HTML-escapes.
 */
export const shellMarks = { banners: '<div data-shell-banners=""></div>', userName: '%user-name%' } as const;

/**
 * How index.html preloads the app's code (the build's links and the screen's the server adds): at low
 * priority, and without compiling it as it arrives as a modulepreload would (on the main thread),
 * since the first paint needs none of it. The opening of the tag, up to its `crossorigin href`.
 */
export const lowPriorityPreload = '<link rel="preload" as="script" fetchpriority="low" ';
