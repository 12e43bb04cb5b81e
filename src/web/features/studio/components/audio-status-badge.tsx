import { type StudioAudio, studioMessages } from '@/shared/studio/studio';
import { Badge } from '@/web/components/ui/badge';

/** Processing with its progress, Ready, or Failed with the reason under it. */
export function AudioStatusBadge({ audio }: { audio: StudioAudio }) {
  if (audio.status === 'Processing') return <Badge tone="blue">Processing {Math.round(audio.progress)}%</Badge>;
  if (audio.status === 'Ready') return <Badge tone="green">Ready</Badge>;
  return (
    <div className="space-y-1">
      <Badge tone="red">Failed</Badge>
      <p className="max-w-56 text-xs text-red-700">{audio.error || studioMessages.audioFailed}</p>
    </div>
  );
}
