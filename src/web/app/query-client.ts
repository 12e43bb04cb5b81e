import { QueryClient } from '@tanstack/react-query';

// One client for the whole visit: it outlives the screens, so cached data survives navigation. The
// router's loaders fill it before a screen shows (the signed-in frame's session and banners).
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
