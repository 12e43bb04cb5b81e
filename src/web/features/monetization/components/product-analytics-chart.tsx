import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount } from '@/shared/monetization/price';
import type { ProductAnalytics } from '@/shared/monetization/products';
import { formatAxisAmount, formatDay } from '../monetization-format';
import { formatNumber } from '@/shared/number-format';

// Loaded on its own (React.lazy in product-analytics-dialog.tsx), so recharts stays out of the main bundle.

const tick = { fontSize: 12, fill: '#6b7280' };

/** Clicks and sales per day as bars (left axis), revenue as a line (right axis, in the product's currency). */
export function ProductAnalyticsChart({ analytics }: { analytics: ProductAnalytics }) {
  const { currency } = analytics;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={analytics.days} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#f3f4f6" />
        <XAxis dataKey="day" tickFormatter={formatDay} tick={tick} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis yAxisId="counts" allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          tickFormatter={(value: number) => formatAxisAmount(value, currency)}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={56}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value, name) => [name === 'Revenue' ? formatAmount(Number(value), currency) : formatNumber(Number(value)), name]}
          contentStyle={{ borderRadius: 8, borderColor: '#e5e7eb', fontSize: 13 }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="counts" dataKey="clicks" name="Clicks" fill="#93c5fd" isAnimationActive={false} />
        <Bar yAxisId="counts" dataKey="sales" name="Sales" fill="#16a34a" isAnimationActive={false} />
        <Line
          yAxisId="revenue"
          type="monotone"
          dataKey="revenueMinor"
          name="Revenue"
          stroke="#9333ea"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
