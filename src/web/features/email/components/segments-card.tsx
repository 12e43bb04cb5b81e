import { Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { useUpgrade } from '@/web/lib/use-upgrade';
import type { Audience } from '../api/get-subscribers';
import { useSegments } from '../api/get-segments';
import { useLoadFailure } from '../use-load-failure';
import { usePlanFeature } from '../use-plan-feature';
import { SegmentDialog } from './segment-dialog';
import { SegmentRow } from './segment-row';

interface SegmentsCardProps {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
}

/** The built-in segments and the user's own (Professional and up); choosing one filters the subscribers. */
export function SegmentsCard({ audience, onAudienceChange }: SegmentsCardProps) {
  const segments = useSegments();
  useLoadFailure(segments.isError);
  const { canEdit } = usePermissions();
  const allowed = usePlanFeature('segmentation');
  const upgrade = useUpgrade();
  const [creating, setCreating] = useState(false);
  const isSelected = (id: string) => audience.kind === 'segment' && audience.id === id;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div>
          <CardTitle>Segments</CardTitle>
          <p className="text-sm text-gray-600">Parts of your audience to send to.</p>
        </div>
        {canEdit && (
          <Button size="sm" variant={allowed ? 'default' : 'outline'} onClick={() => (allowed ? setCreating(true) : upgrade())}>
            {allowed ? <Plus aria-hidden /> : <Lock aria-hidden />}
            Create segment
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-3 sm:px-4">
        {canEdit && !allowed && <p className="mb-2 px-2 text-xs text-gray-500">{emailMessages.segmentsNotOnPlan}</p>}
        {segments.isPending ? (
          <Spinner className="mx-auto block size-6 border-2" />
        ) : segments.isError ? (
          <p className="px-2 py-6 text-center text-sm text-gray-600">Segments could not be loaded.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {(segments.data ?? []).map((segment) => (
              <SegmentRow
                key={segment.id}
                segment={segment}
                selected={isSelected(segment.id)}
                onSelect={() => onAudienceChange(isSelected(segment.id) ? { kind: 'all' } : { kind: 'segment', id: segment.id })}
                onRemoved={() => isSelected(segment.id) && onAudienceChange({ kind: 'all' })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {creating && <SegmentDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}
