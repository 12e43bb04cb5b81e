import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { type ShellBannerCondition, type SidebarState, shellMarks } from '@/shared/screen-shells';
import { PageHeader } from '@/web/components/page-header';
import { ReadOnlyNoteView } from '@/web/components/read-only-note';
import type { Screen } from '@/web/lib/web-module';
import { firstReadsOf } from './frame-data';
import { Sidebar } from './layout/sidebar';
import { contributions, screens } from './modules';

/**
 * What a signed-in screen's address shows before the app's code has run (ADR 048), rendered by the
 * build (scripts/vite/public-pages.ts): the frame as AppLayout draws it, with the header's bar still
 * empty and the banners that concern the visitor below it (the server puts them at
 * `shellMarks.banners`), and the screen's heading as its page opens. The app replaces it once its
 * first render is ready, which draws the same in the same places.
 */
function ScreenShell({ screen, sidebar }: { screen: Screen; sidebar: SidebarState }) {
  // A phone's sidebar is always collapsed, with no toggle (AppLayout): a wider screen shows the user's choice.
  const sidebars = (
    <>
      <div className="contents md:hidden">
        <Sidebar collapsed showUpgrade={false} />
      </div>
      <div className="hidden md:contents">
        <Sidebar collapsed={sidebar === 'collapsed'} onToggle={() => undefined} showUpgrade={false} />
      </div>
    </>
  );
  const Heading = screen.shellHeading;
  return (
    <StaticRouter location={screen.path}>
      <div data-screen-shell className="flex min-h-screen bg-gray-50">
        {sidebars}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="sticky top-0 z-30 h-16 border-b border-gray-200 bg-white/95" />
          <div data-shell-banners="" />
          <main className="flex-1 p-4 sm:p-6 lg:p-8">
            <div className={screen.shell === 'centred' ? 'mx-auto max-w-7xl space-y-6' : 'space-y-6'}>
              {Heading ? <Heading userName={shellMarks.userName} /> : <PageHeader title={screen.title} description={screen.description} />}
              <p role="status" className="sr-only">
                {layoutMessages.loading}
              </p>
            </div>
          </main>
        </div>
      </div>
    </StaticRouter>
  );
}

/**
 * Each screen that declares a shell, by address, in both sidebar states; the frame banners a shell
 * may show; and each shelled address's first reads, for the server to answer in its page.
 */
export async function screenShells(): Promise<{
  screens: Record<string, Record<SidebarState, ReactElement>>;
  banners: { when: ShellBannerCondition; element: ReactElement }[];
  reads: Record<string, string[]>;
}> {
  const shelled = screens.filter((screen) => screen.shell);
  const areasBanners = await Promise.all(
    contributions.frameBanners
      .flatMap(({ shell }) => (shell ? [shell] : []))
      .map(async ({ when, load }) => {
        const Banner = await load();
        return { when, element: <Banner /> };
      }),
  );
  // In AppLayout's order: the areas' banners, then a Viewer's note.
  const banners = [...areasBanners, { when: 'read-only' as const, element: <ReadOnlyNoteView /> }];
  return {
    screens: Object.fromEntries(
      shelled.map((screen) => [
        screen.path,
        { expanded: <ScreenShell screen={screen} sidebar="expanded" />, collapsed: <ScreenShell screen={screen} sidebar="collapsed" /> },
      ]),
    ),
    banners,
    reads: Object.fromEntries(shelled.map((screen) => [screen.path, firstReadsOf(screen)])),
  };
}
