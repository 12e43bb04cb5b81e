import { CalendarClock, Loader2 } from 'lucide-react';
import { contentMessages } from '@/shared/content/content';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { contentLabels } from '../labels';
import { toLocalInputValue } from '../schedule-time';
import { useScheduleForm } from '../use-schedule-form';

interface ScheduleDialogProps {
  item: { id: string; title: string } | null;
  onClose: () => void;
}

/** Tomorrow at 9:00 local time: a sensible first answer to "when does it go out?". */
function tomorrowMorning(): string {
  const next = new Date();
  next.setDate(next.getDate() + 1);
  next.setHours(9, 0, 0, 0);
  return toLocalInputValue(next.toISOString());
}

/** Choosing Scheduled for content without a time asks for one, so it lands on the calendar. */
export function ScheduleDialog({ item, onClose }: ScheduleDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={contentLabels.scheduleTitle} description={item?.title}>
      {item && <ScheduleForm key={item.id} id={item.id} onClose={onClose} />}
    </Dialog>
  );
}

function ScheduleForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { schedule, value, setValue, iso, submit } = useScheduleForm(id, tomorrowMorning);

  return (
    <form
      onSubmit={(event) =>
        submit(event, {
          onSuccess: () => {
            toast.success(contentMessages.statusChanged('scheduled'));
            onClose();
          },
          onError: () => toast.error(contentMessages.statusFailed),
        })
      }
      className="space-y-4"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`schedule-dialog-${id}`}>{contentLabels.schedule}</Label>
        <Input
          id={`schedule-dialog-${id}`}
          type="datetime-local"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {contentLabels.cancel}
        </Button>
        <Button type="submit" disabled={!iso} aria-disabled={schedule.isPending}>
          {schedule.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarClock aria-hidden />}
          {contentLabels.scheduleSave}
        </Button>
      </div>
    </form>
  );
}
