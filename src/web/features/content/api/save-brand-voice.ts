import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandVoice, BrandVoiceFields, BrandVoiceState } from '@/shared/content/voice';
import { api } from '@/web/lib/api-client';
import { brandVoiceKey } from './get-brand-voice';

export const saveBrandVoice = (projectId: string, voice: BrandVoiceFields) =>
  api.put<BrandVoice>(`/api/content/voice/${encodeURIComponent(projectId)}`, voice);

export function useSaveBrandVoice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voice: BrandVoiceFields) => saveBrandVoice(projectId, voice),
    onSuccess: (voice) =>
      queryClient.setQueryData<BrandVoiceState>(brandVoiceKey(projectId), (state) => ({ learning: state?.learning ?? null, voice })),
  });
}
