import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { contentMessages } from '@/shared/content/content';
import { PageHeader } from '@/web/components/page-header';
import { buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { contentLabels } from '../labels';
import { BackToContentLink } from './back-to-content-link';

/** What a plan without the content calendar sees at /content/calendar: what it is and where to get it. */
export function CalendarLocked() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={contentLabels.calendarLink} above={<BackToContentLink />} />
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <CalendarDays className="size-6" aria-hidden />
        </span>
        <p className="font-semibold text-gray-900">{contentMessages.calendarNotOnPlan}</p>
        <p className="max-w-md text-sm text-gray-600">{contentLabels.calendarLockedText}</p>
        <Link to={paths.billing} className={buttonVariants()}>
          {contentLabels.bulkUpgrade}
        </Link>
      </Card>
    </div>
  );
}
