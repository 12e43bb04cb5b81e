import { Lock } from 'lucide-react';
import { usageMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { usePermissions } from '@/web/lib/permissions';
import { useUpgrade } from '@/web/lib/use-upgrade';

/** A tab the plan does not include: what it would take, what it does, and the way to upgrade. */
export function SocialFeatureLocked({ message, detail, testId }: { message: string; detail: string; testId: string }) {
  const { canEdit } = usePermissions();
  const upgrade = useUpgrade();
  return (
    <Card data-testid={testId} className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Lock className="size-6" aria-hidden />
      </span>
      <p className="max-w-md font-semibold text-gray-900">{message}</p>
      <p className="max-w-md text-sm text-gray-600">{detail}</p>
      {canEdit && <Button onClick={upgrade}>{usageMessages.upgrade}</Button>}
    </Card>
  );
}

/** The plan has no social analytics (Starter). */
export function AnalyticsLocked({ message }: { message: string }) {
  return (
    <SocialFeatureLocked
      message={message}
      detail="See likes, comments, shares and impressions per account and per post, day by day."
      testId="social-analytics-locked"
    />
  );
}
