import { usageMessages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { isPlanRefusal } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';

/**
 * Reports a failed change: the plan's refusal (its social account limit) with the way to upgrade,
 * closing the dialog that asked (`close`); anything else as the spec's text with the server's reason below.
 */
export function useFailureToast(close?: () => void) {
  const upgrade = useUpgrade(close);
  return (error: unknown, title: string) => {
    if (isPlanRefusal(error)) {
      toast.message(error.message || usageMessages.reachedLimit, {
        id: 'social-plan-refusal',
        action: { label: usageMessages.upgrade, onClick: upgrade },
      });
    } else {
      toast.error(title, { description: error instanceof ApiError && error.message ? error.message : undefined });
    }
  };
}
