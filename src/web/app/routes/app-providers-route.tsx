import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { useFirstPaintDone } from '@/web/lib/after-first-paint';
import { maxToasts } from '@/web/lib/toast';
import { queryClient } from '../query-client';

// Toasts follow what the user does: their code loads once the first screen has been painted. One
// raised before then shows as the Toaster arrives (sonner replays those still active).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Data fetching and toasts for every screen but the landing page, which needs neither: kept out of
 * the first bundle, this loads with the first screen that does.
 */
export function AppProvidersRoute() {
  const painted = useFirstPaintDone();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {painted && (
        <Suspense fallback={null}>
          {/* The app is written left to right: without dir, the toaster reads the page's computed style, a forced style recalculation. */}
          <Toaster position="top-right" richColors closeButton visibleToasts={maxToasts} dir="ltr" />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
