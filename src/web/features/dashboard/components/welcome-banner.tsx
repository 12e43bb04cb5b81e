import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardMessages } from '@/shared/dashboard/dashboard';
import { buttonVariants } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import type { DashboardButton, Loaded } from '@/web/lib/web-module';

/**
 * Shown while the workspace has neither projects nor content: the first step is Smart Setup, beside the
 * buttons other areas contribute (the sample workspace's Load button).
 */
export function WelcomeBanner({ buttons }: { buttons: readonly Loaded<DashboardButton>[] }) {
  return (
    <section
      aria-labelledby="welcome-banner-title"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-purple-600 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:flex">
          <Rocket className="size-6" aria-hidden />
        </span>
        <div className="space-y-1">
          <h2 id="welcome-banner-title" className="text-lg font-semibold">
            Let's set up your first project
          </h2>
          <p className="text-sm text-white/85">
            Smart Setup reads your website and suggests keywords, competitors and content topics to start with.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={paths.setup} className={buttonVariants({ variant: 'secondary' })}>
          {dashboardMessages.startSmartSetup}
        </Link>
        {buttons.map(({ id, Component }) => (
          <Component key={id} className="border border-white/50 text-white hover:bg-white/15" />
        ))}
      </div>
    </section>
  );
}
