import { type FormEvent, useState } from 'react';
import type { CalendarEntry } from '@/shared/content/content';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { contentLabels } from '../labels';
import { dayKey } from '../schedule-time';

interface MoveToDateDialogProps {
  entry: CalendarEntry | null;
  onClose: () => void;
  onMove: (entry: CalendarEntry, day: string) => void;
}

/** The keyboard alternative to dragging: pick the new day; the time of day stays. */
export function MoveToDateDialog({ entry, onClose, onMove }: MoveToDateDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()} title={contentLabels.moveTitle} description={entry?.title}>
      {entry && <MoveForm key={entry.id} entry={entry} onClose={onClose} onMove={onMove} />}
    </Dialog>
  );
}

function MoveForm({ entry, onClose, onMove }: { entry: CalendarEntry; onClose: () => void; onMove: MoveToDateDialogProps['onMove'] }) {
  const [day, setDay] = useState(dayKey(new Date(entry.date)));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    onMove(entry, day);
    onClose();
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="move-date">{contentLabels.newDate}</Label>
        <Input id="move-date" type="date" required value={day} onChange={(event) => setDay(event.target.value)} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {contentLabels.cancel}
        </Button>
        <Button type="submit" disabled={!day}>
          {contentLabels.move}
        </Button>
      </div>
    </form>
  );
}
