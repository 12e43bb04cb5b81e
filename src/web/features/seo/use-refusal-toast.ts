import { usageMessages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { refusalOf } from './research-state';

/**
 * Says why Find Keywords, Save or Analyze Competitors did not happen: the month's searches used up
 * with the way to upgrade, the server's reason for a refusal, else the spec's text (`fallback`).
 */
export function useRefusalToast() {
  const upgrade = useUpgrade();
  return (error: unknown, fallback: string) => {
    const refusal = refusalOf(error, fallback);
    if (refusal.kind === 'plan')
      toast.message(refusal.message, { id: 'seo-plan-refusal', action: { label: usageMessages.upgrade, onClick: upgrade } });
    else toast.error(refusal.message);
  };
}
