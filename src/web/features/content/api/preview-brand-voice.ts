import { useMutation } from '@tanstack/react-query';
import type { PreviewVoiceInput, VoicePreview } from '@/shared/content/voice';
import { api } from '@/web/lib/api-client';

export const previewBrandVoice = (projectId: string, input: PreviewVoiceInput) =>
  api.post<VoicePreview>(`/api/content/voice/${encodeURIComponent(projectId)}/preview`, input);

/** The same sample without and with the voice as it stands in the form. */
export function usePreviewBrandVoice(projectId: string) {
  return useMutation({ mutationFn: (input: PreviewVoiceInput) => previewBrandVoice(projectId, input) });
}
