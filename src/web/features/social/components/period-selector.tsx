import { cn } from '@/web/lib/cn';
import { type AnalyticsPeriod, analyticsPeriods } from '../analytics-figures';

/** The last 7, 30 or 90 days, as a segmented control. */
export function PeriodSelector({ value, onChange }: { value: AnalyticsPeriod; onChange: (days: AnalyticsPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-gray-100 p-1">
      {analyticsPeriods.map((days) => {
        const selected = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(days)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              selected ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            {days} days
          </button>
        );
      })}
    </div>
  );
}
