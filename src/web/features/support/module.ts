import { LifeBuoy } from 'lucide-react';
import type { WebModule } from '@/web/lib/web-module';

/** Support (issue 37): Settings → Support shows what the plan includes; Admin → Support sets how each is reached. */
export const supportModule: WebModule = {
  settingsTabs: [
    {
      id: 'support',
      label: 'Support',
      order: 70,
      load: async () => (await import('./components/support-settings-tab')).SupportSettingsTab,
    },
  ],
  adminTabs: [
    {
      id: 'support',
      label: 'Support',
      icon: LifeBuoy,
      order: 10,
      load: async () => (await import('./components/support-contacts-tab')).SupportContactsTab,
    },
  ],
};
