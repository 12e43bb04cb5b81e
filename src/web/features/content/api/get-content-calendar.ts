import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export async function getContentCalendar(from: string, to: string): Promise<CalendarEntry[]> {
  const params = new URLSearchParams({ from, to });
  return (await api.get<{ entries: CalendarEntry[] }>(`/api/content/calendar?${params}`)).entries;
}

export const contentCalendarQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: contentKeys.calendar(from, to), queryFn: () => getContentCalendar(from, to) });

/** Scheduled and published content between two times (a month view's weeks). */
export function useContentCalendar(from: string, to: string) {
  return useQuery({ ...contentCalendarQueryOptions(from, to), placeholderData: keepPreviousData });
}
