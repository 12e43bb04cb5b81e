import { type CardSize, type DashboardCardValue, changeText, changeTone, formatMetric } from '@/shared/dashboard/custom-dashboard';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { customDashboardLabels, metricAreaLabels } from '../labels';

const spans: Record<CardSize, string> = { small: 'sm:col-span-1', medium: 'sm:col-span-2', large: 'sm:col-span-3' };
const tones = { good: 'text-green-700', bad: 'text-red-600', flat: 'text-gray-500' } as const;

/** A custom dashboard's cards, in their order and widths (the dashboard and its shared page). */
export function MetricCards({ cards, label }: { cards: readonly DashboardCardValue[]; label: string }) {
  return (
    <section aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <Card
          key={card.metricId}
          role="group"
          aria-label={card.label}
          data-testid={`metric-card-${card.metricId}`}
          data-size={card.size}
          className={cn('min-w-0 p-5', spans[card.size])}
        >
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{metricAreaLabels[card.area] ?? card.area}</p>
          <p className="truncate text-sm font-medium text-gray-700">{card.label}</p>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-3xl font-bold text-gray-900 tabular-nums">
            <span data-testid="metric-card-value">{formatMetric(card.value, card.format, card.currency)}</span>
            {card.change !== null && (
              <span className={cn('text-sm font-medium', tones[changeTone(card.change, card.lowerIsBetter)])}>
                {changeText(card.change)}
              </span>
            )}
          </p>
          {card.value === null && <p className="mt-1 text-xs text-gray-500">{customDashboardLabels.noData}</p>}
        </Card>
      ))}
    </section>
  );
}
