import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingChecklist } from '@/shared/support/support';
import { api, retryFailuresOnce } from '@/web/lib/api-client';

export const onboardingQueryOptions = queryOptions({
  queryKey: ['support', 'onboarding'],
  queryFn: () => api.get<OnboardingChecklist>('/api/support/onboarding'),
  retry: retryFailuresOnce,
  // The steps tick as work happens elsewhere: read again when the user comes back to the tab.
  refetchOnWindowFocus: 'always',
});

/** Onboarding assistance's checklist; asked only where the plan includes it (the server refuses Starter). */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions);
}
