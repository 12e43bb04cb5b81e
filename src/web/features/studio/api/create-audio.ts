import { useMutation } from '@tanstack/react-query';
import type { AudioInput, StudioAudio } from '@/shared/studio/studio';
import { api } from '@/web/lib/api-client';
import { studioPath, useRefreshStudio } from './studio-keys';

/** Answers at once with the audio Processing; the list follows it until it is Ready. */
export function useCreateAudio() {
  const onSuccess = useRefreshStudio();
  return useMutation({ mutationFn: (input: AudioInput) => api.post<StudioAudio>(studioPath('audio'), input), onSuccess });
}
