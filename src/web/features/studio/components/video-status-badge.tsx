import type { VideoStatus } from '@/shared/studio/studio';
import { Badge } from '@/web/components/ui/badge';

const tones = { Draft: 'gray', Rendering: 'blue', Scheduled: 'yellow', Published: 'green' } as const satisfies Record<VideoStatus, string>;

export function VideoStatusBadge({ status }: { status: VideoStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
