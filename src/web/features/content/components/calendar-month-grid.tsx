import { type DragEvent, useState } from 'react';
import type { CalendarEntry } from '@/shared/content/content';
import { cn } from '@/web/lib/cn';
import { type MonthGrid, entriesByDay, weekdayLabels } from '../calendar-grid';
import { dayKey } from '../schedule-time';
import { CalendarEntryChip, entryDragType } from './calendar-entry-chip';
import { formatDate } from '@/shared/date-format';

interface CalendarMonthGridProps {
  grid: MonthGrid;
  entries: readonly CalendarEntry[];
  /** A chip dropped on a day ("YYYY-MM-DD"); without it (a Viewer's calendar) nothing moves. */
  onDrop?: (entry: CalendarEntry, day: string) => void;
  onMoveRequest?: (entry: CalendarEntry) => void;
}

/** Monday to Sunday weeks; today is marked, days outside the month are dimmed, every day takes a drop. */
export function CalendarMonthGrid({ grid, entries, onDrop, onMoveRequest }: CalendarMonthGridProps) {
  const days = entriesByDay(entries);
  const today = dayKey(new Date());
  const [over, setOver] = useState<string | null>(null);

  function drop(event: DragEvent, day: string) {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(entryDragType) || event.dataTransfer.getData('text/plain');
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry) onDrop?.(entry, day);
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <div role="grid" aria-label="Month" className="min-w-[40rem]">
        <div role="row" className="grid grid-cols-7 border-b border-gray-200 bg-gray-50">
          {weekdayLabels.map((label) => (
            <div key={label} role="columnheader" className="px-2 py-2 text-xs font-medium text-gray-500">
              {label}
            </div>
          ))}
        </div>
        {grid.weeks.map((week) => (
          <div key={week[0]?.key} role="row" className="grid grid-cols-7 border-b border-gray-100 last:border-b-0">
            {week.map((day) => {
              const isToday = day.key === today;
              const label = formatDate(day.date, 'weekdayDay');
              return (
                <div
                  key={day.key}
                  role="gridcell"
                  aria-label={label}
                  aria-current={isToday ? 'date' : undefined}
                  data-day={day.key}
                  onDragOver={(event) => {
                    if (!onDrop) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setOver(day.key);
                  }}
                  onDragLeave={() => setOver((current) => (current === day.key ? null : current))}
                  onDrop={(event) => drop(event, day.key)}
                  className={cn(
                    'flex min-h-28 min-w-0 flex-col gap-1 border-r border-gray-100 p-1.5 last:border-r-0',
                    !day.inMonth && 'bg-gray-50/70',
                    over === day.key && 'bg-brand-50 ring-2 ring-inset ring-brand-300',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-6 items-center justify-center self-end rounded-full text-xs tabular-nums',
                      day.inMonth ? 'text-gray-700' : 'text-gray-400',
                      isToday && 'bg-brand-600 font-semibold text-white',
                    )}
                  >
                    {day.date.getDate()}
                  </span>
                  {(days.get(day.key) ?? []).map((entry) => (
                    <CalendarEntryChip key={entry.id} entry={entry} onMove={onMoveRequest} />
                  ))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
