import type { SocialPostView } from '@/shared/social/social';
import { groupByDay, type ScheduledPost } from '../scheduler';
import { ScheduledPostChip } from './scheduled-post-chip';

/** The scheduled posts in time order, under a heading per day. */
export function ScheduledQueue({ posts, onOpen }: { posts: readonly ScheduledPost[]; onOpen?: (post: SocialPostView) => void }) {
  const days = groupByDay(posts, new Date());
  return (
    <div className="space-y-5">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`queue-${day.key}`} className="space-y-2">
          <h4 id={`queue-${day.key}`} className="text-sm font-semibold text-gray-700">
            {day.label}
          </h4>
          <ul className="space-y-2">
            {day.posts.map((post) => (
              <li key={post.id}>
                <ScheduledPostChip post={post} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
