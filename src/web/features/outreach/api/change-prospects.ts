import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Prospect, ProspectInput, prospectUpdateSchema } from '@/shared/outreach/prospects';
import { api } from '@/web/lib/api-client';
import { outreachKeys, outreachPath, prospectPath } from './outreach-keys';

/** After any change: the list and the tiles are read again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: outreachKeys.prospects() });
    void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
  };
}

export function useAddProspect() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: ProspectInput) => api.post<Prospect>(outreachPath('prospects'), input),
    onSuccess: refresh,
  });
}

export function useUpdateProspect() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, ...update }: z.input<typeof prospectUpdateSchema> & { id: string }) => api.patch<Prospect>(prospectPath(id), update),
    onSuccess: refresh,
  });
}

/** Reads the site again for contacts, with address guesses for a person's name when one is given. */
export function useDiscoverContacts() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, guessFor }: { id: string; guessFor?: string }) =>
      api.post<Prospect>(prospectPath(id, 'discover'), guessFor ? { guessFor } : {}),
    onSuccess: refresh,
  });
}

export function useRemoveProspect() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(prospectPath(id)), onSuccess: refresh });
}
