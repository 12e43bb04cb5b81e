import { BarChart3, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { analyticsMessages } from '@/shared/analytics/analytics';
import { buttonVariants } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';

/** Analytics are a project's: without one, the way to make it. */
export function NoProjectCard() {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center sm:p-12">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <BarChart3 className="size-6" aria-hidden />
      </span>
      <p className="max-w-md font-medium text-gray-900">{analyticsMessages.noProject}</p>
      <Link to={paths.setup} className={buttonVariants()}>
        <Sparkles aria-hidden />
        Smart Setup
      </Link>
    </Card>
  );
}
