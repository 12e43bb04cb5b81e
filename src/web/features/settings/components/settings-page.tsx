import { useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { billingMessages } from '@/shared/messages';
import { PageHeader } from '@/web/components/page-header';
import { cn } from '@/web/lib/cn';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import { type SearchParamToast, useSearchParamToasts } from '@/web/lib/use-search-param-toasts';
import type { Loaded, SettingsTab } from '@/web/lib/web-module';

const subscriptionToasts: readonly SearchParamToast[] = [
  { param: 'subscription', value: 'success', kind: 'success', text: billingMessages.subscriptionUpdated },
  { param: 'subscription', value: 'canceled', kind: 'error', text: billingMessages.subscriptionProcessCanceled },
];

/**
 * /settings: the tabs are the modules' `settingsTabs`, each owned by its area, in their order. The open
 * tab is in the address (?tab=security), so a link or a reload opens it; /settings/<tab> (the user
 * menu's Team Management) opens that tab too.
 */
export function SettingsPage({ tabs }: { tabs: readonly Loaded<SettingsTab>[] }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  useSearchParamToasts(subscriptionToasts);
  useScreenVisit('settings');
  const requested = params.get('tab') ?? pathname.split('/')[2];
  const active = tabs.find((tab) => tab.id === requested) ?? tabs[0];
  const open = (id: string) => navigate({ pathname: '/settings', search: `?tab=${id}` }, { replace: true });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Settings" description="Your profile, security, notifications, team, plan and billing." />
      <div role="tablist" aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === active?.id}
            onClick={() => open(tab.id)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap',
              tab.id === active?.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div role="tabpanel" id={`${baseId}-${active.id}-panel`} aria-labelledby={`${baseId}-${active.id}-tab`}>
          <active.Component />
        </div>
      )}
    </div>
  );
}
