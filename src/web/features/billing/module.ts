import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

export const billingModule: WebModule = {
  screens: [
    {
      path: paths.billing,
      title: 'Billing & Subscription',
      description: 'Your plan, usage, payment method and invoices.',
      load: async () => (await import('./components/billing-page')).BillingPage,
    },
  ],
  frameProviders: [
    {
      id: 'upgrade-prompt',
      order: 10,
      load: async () => (await import('./components/upgrade-modal-host')).UpgradeModalHost,
    },
  ],
  settingsTabs: [
    {
      id: 'billing',
      label: 'Billing',
      order: 20,
      load: async () => (await import('./components/billing-settings-tab')).BillingSettingsTab,
    },
  ],
};
