import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Segment, SegmentInput } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

export function createSegment(input: SegmentInput) {
  return api.post<Segment>(emailPath('segments'), input);
}

/** A segment of the user's own (Professional and up: segmentation). */
export function useCreateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSegment,
    onSuccess: (segment) => {
      queryClient.setQueryData<Segment[]>(emailKeys.segments(), (segments) => [...(segments ?? []), segment]);
      return queryClient.invalidateQueries({ queryKey: emailKeys.segments() });
    },
  });
}
