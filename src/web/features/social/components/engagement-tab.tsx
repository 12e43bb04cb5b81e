import { MessagesSquare } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useEngagement } from '../api/get-engagement';
import { socialLabels } from '../labels';
import { useDataLoadFailure } from '../use-load-failure';
import { EngagementItem } from './engagement-item';

/**
 * The Engagement tab: mentions of and replies to the connected accounts, newest first. No sample items
 * when there are none: those are the Sample workspace's.
 */
export function EngagementTab({ onShowPost }: { onShowPost: (postId: string) => void }) {
  const engagement = useEngagement();
  useDataLoadFailure(engagement.isError);
  if (engagement.isPending) {
    return (
      <div role="status" aria-label="Loading mentions and replies" className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  const items = engagement.data ?? [];
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MessagesSquare className="size-6" aria-hidden />
        </span>
        <p className="font-semibold text-gray-900">{engagement.isError ? socialLabels.engagementFailed : socialLabels.noEngagement}</p>
        {!engagement.isError && <p className="max-w-md text-sm text-gray-600">{socialLabels.noEngagementHint}</p>}
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-5">
      <ul aria-label="Mentions and replies" className="divide-y divide-gray-100">
        {items.map((item) => (
          <EngagementItem key={item.id} item={item} onShowPost={onShowPost} />
        ))}
      </ul>
    </Card>
  );
}
