import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { revenueStreamColors, revenueStreamLabels, revenueStreams } from '@/shared/monetization/monetization';
import { formatAmount } from '@/shared/monetization/price';
import type { TrendDay } from '@/shared/monetization/revenue';
import { formatAxisAmount, formatDay } from '../monetization-format';

// Loaded on its own (React.lazy in revenue-trend-card.tsx), so recharts stays out of the main bundle.

/**
 * One currency's revenue per day as a bar per day, stacked by stream in the cards' colours: a day's
 * total and each stream's part read at once, where stacked areas drew the top line over the others.
 * A refund's negative part is stacked below the axis ("sign"), not into the day's bar.
 */
export function RevenueTrendChart({ days, currency }: { days: TrendDay[]; currency: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="20%" stackOffset="sign">
        <CartesianGrid vertical={false} stroke="#f3f4f6" />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(value: number) => formatAxisAmount(value, currency)}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
          width={64}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value, name) => [formatAmount(Number(value), currency), name]}
          contentStyle={{ borderRadius: 8, borderColor: '#e5e7eb', fontSize: 13 }}
          cursor={{ fill: '#f3f4f6' }}
        />
        {revenueStreams.map((stream) => (
          <Bar
            key={stream}
            dataKey={stream}
            name={revenueStreamLabels[stream]}
            stackId="revenue"
            fill={revenueStreamColors[stream]}
            maxBarSize={32}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
