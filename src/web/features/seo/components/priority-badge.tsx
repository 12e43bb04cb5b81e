import type { IssuePriority } from '@/shared/seo/checks';
import { Badge } from '@/web/components/ui/badge';

const tones = { High: 'red', Medium: 'yellow', Low: 'gray' } as const satisfies Record<IssuePriority, string>;

/** High red, Medium amber, Low gray. */
export function PriorityBadge({ priority }: { priority: IssuePriority }) {
  return <Badge tone={tones[priority]}>{priority}</Badge>;
}
