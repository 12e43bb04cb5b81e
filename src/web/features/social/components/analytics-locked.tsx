import { Lock } from 'lucide-react';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { usePermissions } from '@/web/lib/permissions';
import { useUpgrade } from '@/web/lib/use-upgrade';

/** The plan has no social analytics (Starter): what it would take, and the way to upgrade. */
export function AnalyticsLocked({ message }: { message: string }) {
  const { canEdit } = usePermissions();
  const upgrade = useUpgrade();
  return (
    <Card data-testid="social-analytics-locked" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Lock className="size-6" aria-hidden />
      </span>
      <p className="max-w-md font-semibold text-gray-900">{message}</p>
      <p className="max-w-md text-sm text-gray-600">See likes, comments, shares and impressions per account and per post, day by day.</p>
      {canEdit && <Button onClick={upgrade}>{usageMessages.upgrade}</Button>}
    </Card>
  );
}
