import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chooseSearchConsolePropertySchema, SearchConsoleState } from '@/shared/seo/search-console';
import { api } from '@/web/lib/api-client';
import { searchConsoleKey, searchConsolePath } from './get-search-console';

export type ChooseSearchConsolePropertyInput = z.input<typeof chooseSearchConsolePropertySchema>;

export function chooseSearchConsoleProperty(input: ChooseSearchConsolePropertyInput) {
  return api.post<SearchConsoleState>(`${searchConsolePath}/property`, input);
}

/** The property to import from, one of the Google account's. */
export function useChooseSearchConsoleProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseSearchConsoleProperty,
    onSuccess: (state, { projectId }) => queryClient.setQueryData(searchConsoleKey(projectId), state),
  });
}
