import type { ReactNode } from 'react';
import type { SocialPostView } from '@/shared/social/social';
import { cn } from '@/web/lib/cn';
import { formatTime } from '../post-format';
import type { ScheduledPost } from '../scheduler';
import { NetworkMark } from './network-mark';

interface ScheduledPostChipProps {
  post: ScheduledPost;
  /** Opens the editor; absent for a viewer, who only reads. */
  onOpen?: (post: SocialPostView) => void;
  compact?: boolean;
}

/** A scheduled post in the queue or the week: its time, where it goes and how it starts. */
export function ScheduledPostChip({ post, onOpen, compact }: ScheduledPostChipProps) {
  const time = formatTime(post.scheduledAt);
  const body: ReactNode = (
    <>
      <span className="flex items-center gap-1.5">
        <span className="text-xs font-semibold text-brand-700 tabular-nums">{time}</span>
        <span className="flex -space-x-1">
          {post.targets.map((target) => (
            <NetworkMark key={target.accountId} network={target.network} className="size-4 rounded text-[8px] ring-1 ring-white" />
          ))}
        </span>
      </span>
      <span className={cn('block break-words text-gray-800', compact ? 'line-clamp-3 text-xs' : 'line-clamp-2 text-sm')}>
        {post.content}
      </span>
    </>
  );
  const className = cn('block w-full space-y-1 rounded-lg border border-blue-100 bg-blue-50 text-left', compact ? 'p-1.5' : 'p-3');
  if (!onOpen) return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      onClick={() => onOpen(post)}
      className={cn(
        className,
        'transition-colors hover:border-blue-300 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
      )}
    >
      {/* Named by what it shows, after this: a label of its own would have to repeat the networks' marks. */}
      <span className="sr-only">Edit post: </span>
      {body}
    </button>
  );
}
