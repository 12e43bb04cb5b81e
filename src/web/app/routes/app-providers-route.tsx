import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { maxToasts } from '@/web/lib/toast';
import { queryClient } from '../query-client';

/**
 * Data fetching and toasts for every screen but the landing page, which needs neither: kept out of
 * the first bundle, this loads with the first screen that does.
 */
export function AppProvidersRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster position="top-right" richColors closeButton visibleToasts={maxToasts} />
    </QueryClientProvider>
  );
}
