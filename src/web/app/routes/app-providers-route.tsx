import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { maxToasts } from '@/web/lib/toast';

// One client for the whole visit: it outlives the screens below, so cached data survives navigation.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

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
