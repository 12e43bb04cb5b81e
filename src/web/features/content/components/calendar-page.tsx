import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { CalendarEntry } from '@/shared/content/content';
import { canUseFeature } from '@/shared/feature-catalogue';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { useUser } from '@/web/lib/auth';
import { toast } from '@/web/lib/toast';
import { usePermissions } from '@/web/lib/permissions';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { useContentCalendar } from '../api/get-content-calendar';
import { useScheduleContent } from '../api/schedule-content';
import { monthGrid, shiftMonth } from '../calendar-grid';
import { contentLabels } from '../labels';
import { dayKey, formatDate, moveToDay } from '../schedule-time';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarLocked } from './calendar-locked';
import { BackToContentLink } from './back-to-content-link';
import { CalendarMonthGrid } from './calendar-month-grid';
import { MoveToDateDialog } from './move-to-date-dialog';
import { formatDate as formatDateAs } from '@/shared/date-format';

/** /content/calendar, for plans with the content calendar (Professional and up). */
export function CalendarPage() {
  const { data: user } = useUser();
  return user && !canUseFeature(user.plan, 'content_calendar') ? <CalendarLocked /> : <CalendarMonth />;
}

/** Scheduled and published content by day; drag or "Move to date…" to reschedule. */
function CalendarMonth() {
  const [month, setMonth] = useState(() => ({ year: new Date().getFullYear(), month: new Date().getMonth() }));
  const grid = useMemo(() => monthGrid(month.year, month.month), [month]);
  const calendar = useContentCalendar(grid.from.toISOString(), grid.to.toISOString());
  const schedule = useScheduleContent();
  // A Viewer sees the month; dragging and "Move to date…" are left out.
  const { canEdit } = usePermissions();
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const wide = useMediaQuery('(min-width: 640px)');
  const title = formatDateAs(new Date(month.year, month.month, 1), 'month');
  const entries = calendar.data ?? [];
  const inMonth = entries.filter((entry) => new Date(entry.date).getMonth() === month.month);

  function move(entry: CalendarEntry, day: string) {
    if (dayKey(new Date(entry.date)) === day) return;
    const scheduledAt = moveToDay(entry.date, day);
    schedule.mutate(
      { id: entry.id, scheduledAt },
      {
        onSuccess: () => toast.success(contentLabels.moved(formatDate(scheduledAt))),
        onError: () => toast.error(contentLabels.moveFailed),
      },
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={contentLabels.calendarLink}
        above={<BackToContentLink />}
        actions={
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label={contentLabels.previousMonth}
              onClick={() => setMonth(shiftMonth(month.year, month.month, -1))}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <p className="min-w-32 text-center font-semibold text-gray-900" aria-live="polite" data-testid="calendar-month">
              {title}
            </p>
            <Button
              variant="outline"
              size="icon"
              aria-label={contentLabels.nextMonth}
              onClick={() => setMonth(shiftMonth(month.year, month.month, 1))}
            >
              <ChevronRight aria-hidden />
            </Button>
            <Button variant="outline" onClick={() => setMonth({ year: new Date().getFullYear(), month: new Date().getMonth() })}>
              {contentLabels.today}
            </Button>
          </>
        }
      />
      {calendar.isError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">{contentLabels.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => calendar.refetch()}>
            {contentLabels.tryAgain}
          </Button>
        </div>
      )}
      {calendar.isSuccess && inMonth.length === 0 && (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-3 text-sm text-gray-600">
          {contentLabels.calendarEmpty}
        </p>
      )}
      {/* Seven columns do not fit a phone: there the month is a list of its days with content. */}
      {wide ? (
        <CalendarMonthGrid
          grid={grid}
          entries={entries}
          onDrop={canEdit ? move : undefined}
          onMoveRequest={canEdit ? setMoving : undefined}
        />
      ) : (
        <CalendarAgenda entries={entries} month={month.month} onMoveRequest={canEdit ? setMoving : undefined} />
      )}
      <MoveToDateDialog entry={moving} onClose={() => setMoving(null)} onMove={move} />
    </div>
  );
}
