import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ConsultingService,
  ServiceClient,
  ServiceClientInput,
  serviceClientUpdateSchema,
  ServiceInput,
  ServiceUpdate,
} from '@/shared/monetization/services';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { itemPath, monetizationKeys, monetizationPath, useRefreshMonetization } from './monetization-keys';

const clientPath = (serviceId: string, clientId?: string) =>
  itemPath('services', serviceId, clientId ? `clients/${encodeURIComponent(clientId)}` : 'clients');

/** The workspace's services, newest first, with their clients and the period's revenue. */
export function useServices(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.services(period),
    queryFn: async () => (await api.get<{ services: ConsultingService[] }>(monetizationPath(`services?${period}`))).services,
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}

export function useAddService() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (input: ServiceInput) => api.post<ConsultingService>(monetizationPath('services'), input), onSuccess });
}

export function useUpdateService() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ServiceUpdate }) => api.patch<ConsultingService>(itemPath('services', id), update),
    onSuccess,
  });
}

export function useDeleteService() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(itemPath('services', id)), onSuccess });
}

export function useAddServiceClient() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ serviceId, input }: { serviceId: string; input: ServiceClientInput }) =>
      api.post<ServiceClient>(clientPath(serviceId), input),
    onSuccess,
  });
}

/** Ends a booking or retainer (or reopens it with `endedOn: null`). */
export function useUpdateServiceClient() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({
      serviceId,
      clientId,
      update,
    }: {
      serviceId: string;
      clientId: string;
      update: z.input<typeof serviceClientUpdateSchema>;
    }) => api.patch<ServiceClient>(clientPath(serviceId, clientId), update),
    onSuccess,
  });
}

export function useRemoveServiceClient() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ serviceId, clientId }: { serviceId: string; clientId: string }) => api.delete<null>(clientPath(serviceId, clientId)),
    onSuccess,
  });
}
