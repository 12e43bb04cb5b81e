import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/** The spec's failure toast, with the server's reason beneath it when it gave one. */
export function reportTeamFailure(error: unknown, text: string): void {
  const reason = error instanceof ApiError && error.message && error.message !== text ? error.message : undefined;
  toast.error(text, reason ? { description: reason } : undefined);
}
