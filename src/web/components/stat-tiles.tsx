import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

export interface StatTile {
  /** Names the tile's test id (`<testIdPrefix>-<id>`). */
  id: string;
  label: string;
  icon?: LucideIcon;
  /** Classes of the icon's badge when it is not the brand's colour. */
  iconTone?: string;
  /** The big figure; undefined while it loads (a placeholder is shown). */
  value: string | undefined;
  /** Said beside the figure, e.g. its change against the period before. */
  beside?: ReactNode;
  /** Said under the figure: where it comes from, or why there is none. */
  note?: ReactNode;
}

interface StatTilesProps {
  tiles: readonly StatTile[];
  /** The group's accessible name, when it is a region of its own. */
  label?: string;
  /** Prefix of each tile's test id; its figure is `<testIdPrefix>-value`. */
  testIdPrefix: string;
  /** The grid's columns when four to a row does not fit. */
  className?: string;
}

/** A row of figures, each a labelled tile with a big number (the dashboard's, analytics', SEO's, ...). */
export function StatTiles({ tiles, label, testIdPrefix, className }: StatTilesProps) {
  const Wrapper = label ? 'section' : 'div';
  return (
    <Wrapper aria-label={label} className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}>
      {tiles.map(({ id, label: tileLabel, icon: Icon, iconTone, value, beside, note }) => (
        <Card key={id} role="group" aria-label={tileLabel} data-testid={`${testIdPrefix}-${id}`} className="min-w-0 p-3 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <p className="truncate text-xs font-medium text-gray-600 sm:text-sm">{tileLabel}</p>
            {Icon && (
              <span
                className={cn('hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex', iconTone)}
              >
                <Icon className="size-4" aria-hidden />
              </span>
            )}
          </div>
          {value === undefined ? (
            <div className="mt-2 h-8 w-20 animate-pulse rounded bg-gray-100" aria-hidden />
          ) : (
            <p
              data-testid={`${testIdPrefix}-value`}
              className="mt-2 flex flex-wrap items-baseline gap-x-2 text-xl font-bold text-gray-900 tabular-nums sm:text-3xl"
            >
              <span className="truncate">{value}</span>
              {beside}
            </p>
          )}
          {note && <div className="mt-1 text-xs text-gray-500">{note}</div>}
        </Card>
      ))}
    </Wrapper>
  );
}
