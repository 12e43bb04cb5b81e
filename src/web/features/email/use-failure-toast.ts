import { usageMessages } from '@/shared/messages';
import { failureMessage, isPlanRefusal } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';

/**
 * Reports a failed change: a plan's refusal says why, with the way to upgrade (closing the dialog that
 * asked, `close`); anything else is an error toast.
 */
export function useFailureToast(close?: () => void) {
  const upgrade = useUpgrade(close);
  return (error: unknown, fallback: string) => {
    if (isPlanRefusal(error)) {
      toast.message(error.message || usageMessages.reachedLimit, {
        id: 'email-plan-refusal',
        action: { label: usageMessages.upgrade, onClick: upgrade },
      });
    } else {
      toast.error(failureMessage(error, fallback));
    }
  };
}
