import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { contentMessages } from '@/shared/content';
import { buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { contentLabels } from '../labels';

/** What a plan without the content calendar sees at /content/calendar: what it is and where to get it. */
export function CalendarLocked() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <Link to={paths.content} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700">
          <ArrowLeft className="size-4" aria-hidden />
          {contentLabels.backToContent}
        </Link>
        <h1 className="text-2xl font-bold text-gray-900">{contentLabels.calendarLink}</h1>
      </div>
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
