import { BookOpen, Briefcase, Link2, Package } from 'lucide-react';
import { monetizationLabels, revenueStreamLabels, revenueStreams } from '@/shared/monetization/monetization';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { cn } from '@/web/lib/cn';
import { changeTone, formatChange, streamFigure } from '../monetization-format';

const icons = { affiliate: Link2, products: Package, services: Briefcase, courses: BookOpen } as const;

/** The streams' colours (revenueStreamColors: blue, green, purple, orange), as the trend's series. */
const iconTones = {
  affiliate: 'bg-blue-50 text-blue-600',
  products: 'bg-green-50 text-green-700',
  services: 'bg-purple-50 text-purple-600',
  courses: 'bg-orange-50 text-orange-600',
} as const;

const toneClasses = { up: 'text-green-700', down: 'text-red-600', flat: 'text-gray-500' } as const;

/** Affiliate Commissions, Digital Products, Consulting Services and Course Sales of the period. */
export function SummaryCards({ summary, failed }: { summary: MonetizationSummary | undefined; failed: boolean }) {
  const tiles: StatTile[] = revenueStreams.map((stream) => {
    const tile = { id: stream, label: revenueStreamLabels[stream], icon: icons[stream], iconTone: iconTones[stream] };
    if (!summary) return { ...tile, value: failed ? monetizationLabels.notMeasured : undefined, note: failed && 'Could not be loaded' };
    const totals = summary.streams.find((entry) => entry.stream === stream)?.totals ?? [];
    const figure = streamFigure(totals);
    return {
      ...tile,
      value: figure.value,
      // An empty stream's figure is already '—': a second one beside it would say nothing more.
      beside: totals.length > 0 && (
        <span className={cn('text-sm font-medium', toneClasses[changeTone(figure.change)])}>{formatChange(figure.change)}</span>
      ),
      // Other currencies are never added to the first: each is its own line.
      note: noteOf(totals.length, figure.others),
    };
  });
  return <StatTiles tiles={tiles} label="Revenue by stream" testIdPrefix="monetization-card" />;
}

function noteOf(currencies: number, others: string[]): string {
  if (currencies === 0) return 'No revenue in this period or the one before';
  return others.length > 0 ? `Also ${others.join(' · ')}` : 'Against the period before';
}
