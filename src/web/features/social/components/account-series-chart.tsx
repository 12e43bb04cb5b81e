import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, type SeriesPoint } from '../analytics-figures';

// Loaded on its own (React.lazy in account-figures-row.tsx), so recharts stays out of the main bundle.

const seriesColors = { likes: '#4f46e5', comments: '#38bdf8', shares: '#f59e0b' } as const;

/** An account's likes, comments and shares on each synced day. */
export function AccountSeriesChart({ series }: { series: readonly SeriesPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...series]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="20%" maxBarSize={28}>
        <CartesianGrid vertical={false} stroke="#f3f4f6" />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={{ fontSize: 11, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#6b7280' }} tickLine={false} axisLine={false} width={40} />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          contentStyle={{ borderRadius: 8, borderColor: '#e5e7eb', fontSize: 13 }}
          cursor={{ fill: '#f9fafb' }}
        />
        <Bar dataKey="likes" name="Likes" fill={seriesColors.likes} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="comments" name="Comments" fill={seriesColors.comments} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="shares" name="Shares" fill={seriesColors.shares} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
