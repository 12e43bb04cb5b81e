import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { billingMessages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';
import { type SearchParamToast, useSearchParamToasts } from '@/web/lib/use-search-param-toasts';

export interface SettingsTab {
  id: string;
  label: string;
  content: ReactNode;
}

const subscriptionToasts: readonly SearchParamToast[] = [
  { param: 'subscription', value: 'success', kind: 'success', text: billingMessages.subscriptionUpdated },
  { param: 'subscription', value: 'canceled', kind: 'error', text: billingMessages.subscriptionProcessCanceled },
];

/** /settings (workspaces §2): the tabs are composed by the route, each owned by its feature. */
export function SettingsPage({ tabs }: { tabs: readonly SettingsTab[] }) {
  // ?tab=<id> opens a tab directly, as the notification e-mails' footer link does.
  const [params] = useSearchParams();
  const [activeId, setActiveId] = useState(params.get('tab') ?? tabs[0]?.id);
  const baseId = useId();
  useSearchParamToasts(subscriptionToasts);
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Settings</h1>
        <p className="text-gray-600">Your workspace&apos;s plan, usage and billing.</p>
      </div>
      <div role="tablist" aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === active?.id}
            onClick={() => setActiveId(tab.id)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap',
              tab.id === active?.id
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div role="tabpanel" id={`${baseId}-${active.id}-panel`} aria-labelledby={`${baseId}-${active.id}-tab`}>
          {active.content}
        </div>
      )}
    </div>
  );
}
