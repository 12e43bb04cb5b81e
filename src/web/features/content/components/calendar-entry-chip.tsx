import { CalendarClock, MoreVertical } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEntry } from '@/shared/content/content';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/web/components/ui/dropdown-menu';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { contentLabels, statusLabels, typeLabels } from '../labels';
import { formatDate } from '@/shared/date-format';

const statusTones = {
  scheduled: 'border-yellow-200 bg-yellow-50 text-yellow-900',
  published: 'border-green-200 bg-green-50 text-green-900',
  draft: 'border-gray-200 bg-gray-50 text-gray-800',
} as const;

export const entryDragType = 'application/x-uplift-content';

/**
 * One item on the calendar: a link to its detail, draggable to another day, with a menu to move it by
 * keyboard. Without onMove (a Viewer's calendar) it is the link alone.
 */
export function CalendarEntryChip({ entry, onMove }: { entry: CalendarEntry; onMove?: (entry: CalendarEntry) => void }) {
  const time = formatDate(entry.date, 'time');
  return (
    <div
      draggable={onMove !== undefined}
      onDragStart={(event) => {
        if (!onMove) return;
        event.dataTransfer.setData(entryDragType, entry.id);
        event.dataTransfer.setData('text/plain', entry.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="calendar-entry"
      className={cn('group flex items-start gap-1 rounded-md border px-1.5 py-1 text-xs', statusTones[entry.status])}
    >
      <Link
        to={paths.contentItem(entry.id)}
        draggable={false}
        className="min-w-0 flex-1 leading-tight hover:underline"
        title={`${entry.title} · ${typeLabels[entry.type]} · ${statusLabels[entry.status]} · ${time}`}
      >
        <span className="block tabular-nums opacity-70">{time}</span>
        <span className="line-clamp-2 break-words">{entry.title}</span>
      </Link>
      {onMove && (
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Options for ${entry.title}`}
            className="shrink-0 rounded p-0.5 opacity-60 hover:bg-black/5 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <MoreVertical className="size-3.5" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onMove(entry)}>
              <CalendarClock aria-hidden />
              {contentLabels.moveToDate}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
