import { Lock } from 'lucide-react';
import { useState } from 'react';
import { rankMessages } from '@/shared/seo/ranks';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useRankOverview } from '../api/get-rank-overview';
import { defaultTrackChoice, type TrackChoice, useTrack } from '../use-track';
import { TrackChoices } from './track-choices';

interface TrackIdeasButtonProps {
  /** Tracked keywords belong to a project: without one (null) Track is disabled. */
  projectId: string | null;
  /** The ideas picked in the table. */
  keywords: string[];
  onTracked: () => void;
}

/** Track beside Save to project: asks where to read the picked ideas' positions; on a plan without rank tracking, offers the upgrade. */
export function TrackIdeasButton({ projectId, keywords, onTracked }: TrackIdeasButtonProps) {
  const [open, setOpen] = useState(false);
  const ranks = useRankOverview(projectId);
  const upgrade = useUpgrade();
  const locked = ranks.data?.usage.limit === null;
  if (locked) {
    return (
      <Button variant="outline" onClick={upgrade} title={rankMessages.professionalOnly}>
        <Lock aria-hidden />
        Track
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={!projectId || keywords.length === 0}>
        Track
      </Button>
      {open && projectId && (
        <TrackIdeasDialog projectId={projectId} keywords={keywords} onClose={() => setOpen(false)} onTracked={onTracked} />
      )}
    </>
  );
}

interface TrackIdeasDialogProps {
  projectId: string;
  keywords: string[];
  onClose: () => void;
  onTracked: () => void;
}

function TrackIdeasDialog({ projectId, keywords, onClose, onTracked }: TrackIdeasDialogProps) {
  const [choice, setChoice] = useState<TrackChoice>(defaultTrackChoice);
  const { track, tracking } = useTrack(projectId);
  const count = `${keywords.length} keyword${keywords.length === 1 ? '' : 's'}`;

  function confirm() {
    track(keywords, choice, {
      onTracked: () => {
        onTracked();
        onClose();
      },
      // Dialogs do not stack: this one gives way to the toast's Upgrade.
      onPlanRefusal: onClose,
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      dismissible={!tracking}
      title={`Track ${count}`}
      description="Their positions are read every day in the country and on the device you choose, beside your competitors'."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TrackChoices choice={choice} onChange={setChoice} disabled={tracking} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={tracking}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={tracking}>
          {tracking && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
          Track {count}
        </Button>
      </div>
    </Dialog>
  );
}
