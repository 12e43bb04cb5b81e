import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ReadOnlyNote } from '@/web/components/read-only-note';
import { useUser } from '@/web/lib/auth';
import { UpgradeModalHost } from '@/web/features/billing/components/upgrade-modal-host';
import { FrameLimitsBanner } from '@/web/features/usage/components/frame-limits-banner';
import { SampleWorkspaceBanner } from '@/web/features/workspaces/components/sample-workspace-banner';
import { canManage } from '@/web/lib/permissions';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { SessionExpiry } from '@/web/lib/session-expiry';
import type { ScreenHandle } from '@/web/lib/web-module';
import { Header } from './header';
import { Sidebar } from './sidebar';

const collapsedKey = 'uplift.sidebarCollapsed';

/** The signed-in frame: collapsible sidebar, header, and the current screen. */
export function AppLayout() {
  const { data: user } = useUser();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === 'true');
  // A phone has no room for the expanded sidebar beside the screen: it stays collapsed to its icons.
  const narrow = useMediaQuery('(max-width: 767px)');
  const screen = useMatches().at(-1)?.handle as ScreenHandle | undefined;

  function toggle() {
    setCollapsed((current) => {
      localStorage.setItem(collapsedKey, String(!current));
      return !current;
    });
  }

  if (!user) return null;
  return (
    <UpgradeModalHost>
      <SessionExpiry>
        <div className="flex min-h-screen bg-gray-50">
          <Sidebar
            collapsed={collapsed || narrow}
            onToggle={narrow ? undefined : toggle}
            showUpgrade={user.plan === 'starter' && canManage(user.workspace.role)}
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <Header user={user} />
            <SampleWorkspaceBanner />
            <ReadOnlyNote />
            <main className="flex-1 p-4 sm:p-6 lg:p-8">
              <FrameLimitsBanner meters={screen?.meters ?? []} />
              <Outlet />
            </main>
          </div>
        </div>
      </SessionExpiry>
    </UpgradeModalHost>
  );
}
