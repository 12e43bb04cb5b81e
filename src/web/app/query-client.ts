import { MutationCache, QueryClient } from '@tanstack/react-query';
import { noteWrite } from '@/web/lib/fresh-until-a-write';

// One client for the whole visit: it outlives the screens, so cached data survives navigation. The
// router's loaders fill it before a screen shows (the signed-in frame's session and banners). Each
// write it makes is noted: a read that any write may change is stale after it (lib/fresh-until-a-write).
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  mutationCache: new MutationCache({ onSuccess: noteWrite }),
});
