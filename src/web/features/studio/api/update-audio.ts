import { useMutation } from '@tanstack/react-query';
import type { AudioUpdate, StudioAudio } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { audioPath, useRefreshStudio } from './studio-keys';

/** A changed script, voice, speed or format makes the speech again (Processing). */
export function useUpdateAudio() {
  const onSuccess = useRefreshStudio();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: AudioUpdate }) => api.patch<StudioAudio>(audioPath(id), update),
    onSuccess,
  });
}
