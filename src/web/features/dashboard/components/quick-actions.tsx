import { CalendarClock, type LucideIcon, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardMessages } from '@/shared/dashboard/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import type { DashboardAction, Loaded } from '@/web/lib/web-module';

interface QuickAction {
  label: string;
  description: string;
  icon: LucideIcon;
  tone: string;
  toast: string;
  /** Where the action leads; without one it opens its area's dialog in place. */
  to?: string;
  /** The contributed action's id, which `onOpen` is called with. */
  id?: string;
}

const links: readonly QuickAction[] = [
  {
    label: dashboardMessages.generateContent,
    description: 'Blog posts, social posts, e-mails and video scripts',
    icon: Sparkles,
    tone: 'bg-brand-50 text-brand-600',
    toast: 'Opening the AI content creator...',
    to: paths.contentCreate('blog'),
  },
  {
    label: dashboardMessages.analyzeWebsite,
    description: 'Keywords, competitors and topics from your site',
    icon: Search,
    tone: 'bg-green-50 text-green-700',
    toast: 'Opening Smart Setup...',
    to: paths.setup,
  },
  {
    label: dashboardMessages.schedulePosts,
    description: 'Write social posts and plan when they go out',
    icon: CalendarClock,
    tone: 'bg-purple-50 text-purple-600',
    toast: 'Opening the social post creator...',
    // The content engine opens its AI creator preset to social posts.
    to: paths.contentCreate('social'),
  },
];

const rowClass =
  'flex w-full items-center gap-3 rounded-xl border border-gray-200 p-3 text-left transition-colors hover:border-brand-200 hover:bg-brand-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * The dashboard's own actions, which lead to other screens, then the ones other areas contribute
 * (`dashboardActions`, e.g. the campaigns' Email Campaign), which open their dialog in place.
 */
export function QuickActions({
  contributed,
  onOpen,
  className,
}: {
  contributed: readonly Loaded<DashboardAction>[];
  onOpen: (id: string) => void;
  className?: string;
}) {
  const actions: readonly QuickAction[] = [...links, ...contributed];
  return (
    <Card className={className} role="region" aria-label={dashboardMessages.quickActions}>
      <CardHeader>
        <CardTitle>{dashboardMessages.quickActions}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {actions.map((action) => {
          const body = (
            <>
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', action.tone)}>
                <action.icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-gray-900">{action.label}</span>
                <span className="block text-xs text-gray-500">{action.description}</span>
              </span>
            </>
          );
          const announce = () => toast.message(action.toast);
          return action.to ? (
            <Link key={action.label} to={action.to} onClick={announce} className={rowClass}>
              {body}
            </Link>
          ) : (
            <button
              key={action.id ?? action.label}
              type="button"
              className={rowClass}
              onClick={() => {
                announce();
                if (action.id) onOpen(action.id);
              }}
            >
              {body}
            </button>
          );
        })}
      </CardContent>
    </Card>
  );
}
