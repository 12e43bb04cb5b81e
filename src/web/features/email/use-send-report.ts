import { errorCodes } from '@/shared/error-codes';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

/**
 * A failed send, test or change of a campaign: a missing postal address offers the email settings
 * where it is entered; anything else as any failure.
 */
export function useSendReport(onOpenSettings: () => void, close?: () => void) {
  const reportFailure = useActionFailureToast({ close });
  return (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.code === errorCodes.POSTAL_ADDRESS_NEEDED) {
      close?.();
      toast.error(error.message, { id: 'email-postal-address', action: { label: 'Email settings', onClick: onOpenSettings } });
    } else {
      reportFailure(error, fallback);
    }
  };
}
