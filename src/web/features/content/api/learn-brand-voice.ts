import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandVoiceState, LearnVoiceInput, VoiceLearning } from '@/shared/content/voice';
import { api } from '@/web/lib/api-client';
import { brandVoiceKey } from './get-brand-voice';

export const learnBrandVoice = (projectId: string, input: LearnVoiceInput) =>
  api.post<VoiceLearning>(`/api/content/voice/${encodeURIComponent(projectId)}/learn`, input);

/** Starts a learning; the voice query follows it (it polls while the learning is under way). */
export function useLearnBrandVoice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LearnVoiceInput) => learnBrandVoice(projectId, input),
    onSuccess: (learning) =>
      queryClient.setQueryData<BrandVoiceState>(brandVoiceKey(projectId), (state) => ({ voice: state?.voice ?? null, learning })),
  });
}
