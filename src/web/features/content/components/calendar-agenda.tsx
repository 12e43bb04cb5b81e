import type { CalendarEntry } from '@/shared/content/content';
import { cn } from '@/web/lib/cn';
import { entriesByDay } from '../calendar-grid';
import { dayKey } from '../schedule-time';
import { CalendarEntryChip } from './calendar-entry-chip';
import { formatDate } from '@/shared/date-format';

/** The month as a list of the days that hold content: the phone's view, where seven columns do not fit. */
export function CalendarAgenda({
  entries,
  month,
  onMoveRequest,
}: {
  entries: readonly CalendarEntry[];
  month: number;
  onMoveRequest?: (entry: CalendarEntry) => void;
}) {
  const today = dayKey(new Date());
  const days = [...entriesByDay(entries.filter((entry) => new Date(entry.date).getMonth() === month))];
  if (days.length === 0) return null;
  return (
    <ol className="space-y-3" aria-label="Agenda">
      {days.map(([key, dayEntries]) => {
        const date = new Date(`${key}T00:00:00`);
        return (
          <li key={key} className="rounded-xl border border-gray-200 bg-white p-3">
            <p className={cn('mb-2 text-sm font-medium text-gray-700', key === today && 'text-brand-700')}>
              {formatDate(date, 'weekdayDay')}
            </p>
            <div className="space-y-1.5">
              {dayEntries.map((entry) => (
                <CalendarEntryChip key={entry.id} entry={entry} onMove={onMoveRequest} />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
