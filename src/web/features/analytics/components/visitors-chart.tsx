import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '@/shared/analytics/analytics';
import { formatCount, formatDay } from '../format';

// Loaded on its own (React.lazy in visitors-chart-card.tsx), so recharts stays out of the main bundle.

const colors = { visitors: '#4f46e5', pageViews: '#38bdf8' } as const;

/** Visitors and page views per day of the period. */
export function VisitorsChart({ series }: { series: AnalyticsReport['series'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <defs>
          {Object.entries(colors).map(([key, color]) => (
            <linearGradient key={key} id={`fill-${key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.25} />
              <stop offset="100%" stopColor={color} stopOpacity={0} />
            </linearGradient>
          ))}
        </defs>
        <CartesianGrid vertical={false} stroke="#f3f4f6" />
        <XAxis
          dataKey="date"
          tickFormatter={formatDay}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={formatCount}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value, name) => [formatCount(Number(value)), name]}
          contentStyle={{ borderRadius: 8, borderColor: '#e5e7eb', fontSize: 13 }}
        />
        <Area
          type="monotone"
          dataKey="pageViews"
          name="Page views"
          stroke={colors.pageViews}
          strokeWidth={2}
          fill="url(#fill-pageViews)"
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke={colors.visitors}
          strokeWidth={2}
          fill="url(#fill-visitors)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
