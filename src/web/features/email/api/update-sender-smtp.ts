import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SenderSmtpInput, type SenderSmtpStatus, senderSmtpInputSchema } from '@/shared/email/sender-smtp';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

export const updateSenderSmtpSchema = senderSmtpInputSchema;

/** Tests the login on the server, then keeps it; a refusal answers 400 with the server's reason. */
export function updateSenderSmtp(server: SenderSmtpInput) {
  return api.put<SenderSmtpStatus>(emailPath('sender-smtp'), server);
}

export function useUpdateSenderSmtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSenderSmtp,
    onSuccess: (status) => queryClient.setQueryData(emailKeys.senderSmtp(), status),
  });
}
