import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ReadOnlyNote } from '@/web/components/read-only-note';
import { useUser } from '@/web/lib/auth';
import { FrameLimitsBanner } from '@/web/usage/components/frame-limits-banner';
import { canManage } from '@/web/lib/permissions';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { SessionExpiry } from '@/web/lib/session-expiry';
import type { FrameBanner, FrameProvider, HeaderItem, Loaded, ScreenHandle } from '@/web/lib/web-module';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { rememberSidebarCollapsed, sidebarCollapsedPreference } from './sidebar-preference';

/** The parts areas add to the frame (web-module.ts), loaded with it by the router. */
export interface FrameParts {
  headerItems: readonly Loaded<HeaderItem>[];
  banners: readonly Loaded<FrameBanner>[];
  providers: readonly Loaded<FrameProvider>[];
}

/** The signed-in frame: collapsible sidebar, header, the areas' banners, and the current screen. */
export function AppLayout({ frame }: { frame: FrameParts }) {
  const { data: user } = useUser();
  const [collapsed, setCollapsed] = useState(sidebarCollapsedPreference);
  // A phone has no room for the expanded sidebar beside the screen: it stays collapsed to its icons.
  const narrow = useMediaQuery('(max-width: 767px)');
  const screen = useMatches().at(-1)?.handle as ScreenHandle | undefined;

  function toggle() {
    setCollapsed((current) => {
      rememberSidebarCollapsed(!current);
      return !current;
    });
  }

  if (!user) return null;
  const framed = (
    <SessionExpiry>
      <div className="flex min-h-screen bg-gray-50">
        <Sidebar
          collapsed={collapsed || narrow}
          onToggle={narrow ? undefined : toggle}
          showUpgrade={user.plan === 'starter' && canManage(user.workspace.role)}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header user={user} items={frame.headerItems} />
          {frame.banners.map(({ id, Component }) => (
            <Component key={id} />
          ))}
          <ReadOnlyNote />
          <main className="flex-1 p-4 sm:p-6 lg:p-8">
            <FrameLimitsBanner meters={screen?.meters ?? []} />
            <Outlet />
          </main>
        </div>
      </div>
    </SessionExpiry>
  );
  // The first provider in order is the outermost.
  return frame.providers.reduceRight((inner, { id, Component }) => <Component key={id}>{inner}</Component>, framed);
}
