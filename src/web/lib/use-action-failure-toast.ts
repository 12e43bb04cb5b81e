import { usageMessages } from '@/shared/messages';
import { ApiError } from './api-client';
import { failureMessage, isPlanRefusal } from './refusals';
import { toast } from './toast';
import { useUpgrade } from './use-upgrade';

/** One plan refusal on screen at a time, whichever area or button met it. */
export const planRefusalToastId = 'plan-refusal';

interface ActionFailureOptions {
  /** Closes the dialog that asked, before the plans open. */
  close?: () => void;
  /** The screen's text as the title and the server's reason below it (social), instead of the reason in its place. */
  reasonBelow?: boolean;
}

/**
 * Reports a failed change: a plan's refusal says why, with the way to upgrade; anything else is an
 * error toast with the screen's text (`text`) or the server's reason where it says what to fix.
 */
export function useActionFailureToast({ close, reasonBelow = false }: ActionFailureOptions = {}) {
  const upgrade = useUpgrade(close);
  return (error: unknown, text: string) => {
    if (isPlanRefusal(error)) {
      toast.message(error.message || usageMessages.reachedLimit, {
        id: planRefusalToastId,
        action: { label: usageMessages.upgrade, onClick: upgrade },
      });
    } else if (reasonBelow) {
      toast.error(text, { description: error instanceof ApiError && error.message ? error.message : undefined });
    } else {
      toast.error(failureMessage(error, text));
    }
  };
}
