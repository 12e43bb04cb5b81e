import { type ReportPeriod, type ReportQuery, rangeDays } from '@/shared/analytics/analytics';

const dayMs = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The report's days (UTC, both ends included) and the previous period of the same length just before them. */
export function reportPeriod(query: ReportQuery, today: Date): ReportPeriod {
  const to = query.to ?? dayOf(today.getTime());
  const from = query.from ?? dayOf(Date.parse(to) - (rangeDays[query.range] - 1) * dayMs);
  const length = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
  return {
    from,
    to,
    previousFrom: dayOf(Date.parse(from) - length * dayMs),
    previousTo: dayOf(Date.parse(from) - dayMs),
  };
}

/** A period's first instant and the instant after its last day. */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + dayMs) };
}

/** Every day of a period, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += dayMs) days.push(dayOf(at));
  return days;
}
