import { useMutation } from '@tanstack/react-query';
import type { BodyFormat } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailPath } from './email-keys';

export interface PreviewRequest {
  subject: string;
  format: BodyFormat;
  body: string;
  /** Whose merge tags fill it; a sample subscriber when left out. */
  subscriberId?: string;
}

/** The message as it will arrive: HTML the server has sanitised, merge tags filled. */
export interface EmailPreview {
  subject: string;
  html: string;
}

export function previewEmail(request: PreviewRequest) {
  return api.post<EmailPreview>(emailPath('preview'), request);
}

export function usePreviewEmail() {
  return useMutation({ mutationFn: previewEmail });
}
