import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { LeadMagnet, LeadMagnetInput, LeadMagnetUpdate } from '@/shared/monetization/lead-magnets';
import { api, apiErrorOf, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { itemPath, monetizationKeys, monetizationPath, useRefreshMonetization } from './monetization-keys';

/** The workspace's lead magnets with the period's page views and confirmed sign-ups. */
export function useLeadMagnets(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.leadMagnets(period),
    queryFn: async () => (await api.get<{ leadMagnets: LeadMagnet[] }>(monetizationPath(`lead-magnets?${period}`))).leadMagnets,
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}

/** A multipart form, since a file may go with it; a link's magnet sends no file. */
async function createLeadMagnet({ input, file }: { input: LeadMagnetInput; file: File | null }): Promise<LeadMagnet> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description ?? '');
  form.append('listId', input.listId);
  form.append('kind', input.kind);
  if (input.kind === 'link') form.append('linkUrl', input.linkUrl ?? '');
  if (input.kind === 'file' && file) form.append('file', file, file.name);
  const response = await fetch(monetizationPath('lead-magnets'), { method: 'POST', credentials: 'same-origin', body: form });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as LeadMagnet;
}

export function useCreateLeadMagnet() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: createLeadMagnet, onSuccess });
}

export function useUpdateLeadMagnet() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: LeadMagnetUpdate }) => api.patch<LeadMagnet>(itemPath('lead-magnets', id), update),
    onSuccess,
  });
}

export function useDeleteLeadMagnet() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(itemPath('lead-magnets', id)), onSuccess });
}

/** The HTML of the magnet's embeddable sign-up form, read when asked for. */
export function useLeadMagnetEmbed(id: string) {
  return useQuery({
    queryKey: monetizationKeys.leadMagnetEmbed(id),
    queryFn: async () => (await api.get<{ html: string }>(itemPath('lead-magnets', id, 'embed'))).html,
    retry: retryFailuresOnce,
  });
}
