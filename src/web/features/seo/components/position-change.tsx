import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { positionChange } from '../rank-format';
import { notMeasured } from '../research-format';

const styles = {
  up: { icon: ArrowUp, colour: 'text-green-700' },
  down: { icon: ArrowDown, colour: 'text-red-600' },
  lost: { icon: ArrowDown, colour: 'text-red-600' },
  same: { icon: Minus, colour: 'text-gray-500' },
} as const;

/** The move since the day before: an arrow and the places moved, said in words to screen readers. */
export function PositionChange({ position, previous }: { position: number | null; previous: number | null }) {
  const change = positionChange(position, previous);
  if (change.direction === 'none') {
    return (
      <span className="text-gray-400" title={change.label}>
        <span aria-hidden>{notMeasured}</span>
        <span className="sr-only">{change.label}</span>
      </span>
    );
  }
  const { icon: Icon, colour } = styles[change.direction];
  return (
    <span className={cn('inline-flex items-center gap-0.5 font-medium tabular-nums', colour)} title={change.label}>
      <Icon className="size-3.5" aria-hidden />
      <span aria-hidden>{change.direction === 'lost' ? 'Out' : change.places}</span>
      <span className="sr-only">{change.label}</span>
    </span>
  );
}
