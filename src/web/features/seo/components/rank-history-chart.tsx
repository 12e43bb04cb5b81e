import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RankHistory } from '@/shared/seo/ranks';
import { rankChartSeries, siteLineKey } from '../rank-chart';
import { formatRankDay, notInTop100 } from '../rank-format';

// Loaded on its own (React.lazy in rank-history-dialog.tsx), so recharts stays out of the main bundle.

const siteColour = '#4f46e5';
const competitorColours = ['#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#8b5cf6', '#ec4899'] as const;
/** Up to about three months a dot marks each day (a lone day between gaps stays visible); beyond, the lines alone. */
const dottedDays = 90;

/** Positions day by day, 1 at the top; a day out of the top 100 is a gap in its line. */
export function RankHistoryChart({ history }: { history: RankHistory }) {
  const { rows, lines } = rankChartSeries(history);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#f3f4f6" />
        <XAxis
          dataKey="date"
          tickFormatter={formatRankDay}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
        />
        <YAxis
          reversed
          allowDecimals={false}
          domain={[1, (max: number) => Math.max(10, max)]}
          tick={{ fontSize: 12, fill: '#6b7280' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(day) => formatRankDay(String(day))}
          formatter={(value, name) => [typeof value === 'number' ? value : notInTop100, name]}
          contentStyle={{ borderRadius: 8, borderColor: '#e5e7eb', fontSize: 13 }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {lines.map((line, index) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={line.name}
            stroke={line.key === siteLineKey ? siteColour : competitorColours[(index - 1) % competitorColours.length]}
            strokeWidth={line.key === siteLineKey ? 2.5 : 1.5}
            dot={rows.length <= dottedDays ? { r: 2.5 } : false}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
