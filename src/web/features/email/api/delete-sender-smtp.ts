import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SenderSmtpStatus } from '@/shared/email/sender-smtp';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

export function deleteSenderSmtp() {
  return api.delete<null>(emailPath('sender-smtp'));
}

/** Back to Uplift's server. */
export function useDeleteSenderSmtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSenderSmtp,
    onSuccess: () => queryClient.setQueryData<SenderSmtpStatus>(emailKeys.senderSmtp(), { server: null }),
  });
}
