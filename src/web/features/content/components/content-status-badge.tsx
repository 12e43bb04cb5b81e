import type { ContentStatus } from '@/shared/content/content';
import { Badge } from '@/web/components/ui/badge';
import { statusLabels } from '../labels';

// Published green, scheduled yellow, anything else grey.
const tones = { published: 'green', scheduled: 'yellow', draft: 'gray' } as const;

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
