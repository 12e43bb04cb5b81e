import type { WebModule } from '@/web/lib/web-module';
import { brandingLabels } from './labels';

/** White label (ADR 040): the Settings tab where an Enterprise workspace sets its name, logo and colours. */
export const brandingModule: WebModule = {
  settingsTabs: [
    {
      id: 'branding',
      label: brandingLabels.tab,
      order: 55,
      load: async () => (await import('./components/branding-settings-tab')).BrandingSettingsTab,
    },
  ],
};
