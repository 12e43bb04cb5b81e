import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Segment } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export function deleteSegment(id: string) {
  return api.delete<null>(idPath('segments', id));
}

/** Deletes one of the user's segments; the subscribers in it stay. */
export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSegment,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<Segment[]>(emailKeys.segments(), (segments) => segments?.filter((segment) => segment.id !== id)),
  });
}
