import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath } from './email-keys';

export function sendTestCampaign(id: string) {
  return api.post<{ to: string }>(idPath('campaigns', id, 'test'));
}

/** Sends the campaign to the signed-in user's own address. */
export function useSendTestCampaign() {
  return useMutation({ mutationFn: sendTestCampaign });
}
