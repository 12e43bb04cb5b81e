import { type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import { UpgradePromptContext } from '@/web/lib/upgrade-prompt';

// Loaded when asked for: the plans, prices and checkout are no part of every screen's first load.
const RequestedPlans = lazy(async () => ({ default: (await import('./requested-plans')).RequestedPlans }));

/** Gives the screens inside it a way to open 'Choose Your Plan' and, from there, checkout. */
export function UpgradeModalHost({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const openPlans = useCallback(() => setRequested(true), []);
  return (
    <UpgradePromptContext.Provider value={openPlans}>
      {children}
      {/* Mounted only when asked for, so no screen loads plans and prices it does not show. */}
      {requested && (
        <Suspense fallback={null}>
          <RequestedPlans onDone={() => setRequested(false)} />
        </Suspense>
      )}
    </UpgradePromptContext.Provider>
  );
}
