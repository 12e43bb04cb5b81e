import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailSettings, emailSettingsSchema } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

export const updateEmailSettingsSchema = emailSettingsSchema;

export function updateEmailSettings(settings: EmailSettings) {
  return api.put<EmailSettings>(emailPath('settings'), settings);
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(emailKeys.settings(), settings);
      // Revenue is counted at the value per conversion.
      return Promise.all([emailKeys.overview(), emailKeys.campaigns()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
