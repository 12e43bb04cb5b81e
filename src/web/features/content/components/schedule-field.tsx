import { CalendarClock, Loader2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { contentLabels } from '../labels';
import { formatDateTime, toLocalInputValue } from '../schedule-time';
import { useScheduleForm } from '../use-schedule-form';

/** When the content goes out: a time schedules it, Unschedule takes it off the calendar. */
export function ScheduleField({ id, scheduledAt }: { id: string; scheduledAt: string | null }) {
  const { schedule, value, setValue, iso, submit } = useScheduleForm(id, scheduledAt ? toLocalInputValue(scheduledAt) : '');

  function unschedule() {
    schedule.mutate(
      { id, scheduledAt: null },
      {
        onSuccess: () => {
          setValue('');
          toast.success(contentLabels.unscheduled);
        },
        onError: () => toast.error(contentLabels.scheduleFailed),
      },
    );
  }

  return (
    <form
      onSubmit={(event) =>
        submit(event, {
          onSuccess: (when) => toast.success(contentLabels.scheduled(formatDateTime(when))),
          onError: () => toast.error(contentLabels.scheduleFailed),
        })
      }
      className="space-y-1.5 rounded-xl border border-gray-200 p-4"
    >
      <Label htmlFor={`schedule-${id}`}>{contentLabels.schedule}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`schedule-${id}`}
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="sm:flex-1"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="outline" disabled={!iso} aria-disabled={schedule.isPending} className="flex-1">
            {schedule.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarClock aria-hidden />}
            {contentLabels.scheduleSave}
          </Button>
          {scheduledAt && (
            <Button type="button" variant="ghost" onClick={unschedule} disabled={schedule.isPending}>
              {contentLabels.unschedule}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
