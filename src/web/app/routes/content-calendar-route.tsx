import { CalendarPage } from '@/web/features/content/components/calendar-page';

export function ContentCalendarRoute() {
  return <CalendarPage />;
}
