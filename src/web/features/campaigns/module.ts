import { Mail } from 'lucide-react';
import { dashboardMessages } from '@/shared/dashboard/dashboard';
import type { WebModule } from '@/web/lib/web-module';

/** Campaigns have no screen yet: the dashboard's Email Campaign action opens their creator. */
export const campaignsModule: WebModule = {
  dashboardActions: [
    {
      id: 'email-campaign',
      order: 10,
      label: dashboardMessages.emailCampaign,
      description: 'Plan a campaign with goals and dates',
      icon: Mail,
      tone: 'bg-orange-50 text-orange-600',
      toast: 'Opening the campaign creator...',
      // The creator opens on an e-mail campaign (its default type).
      load: async () => (await import('./components/create-campaign-dialog')).CreateCampaignDialog,
    },
  ],
};
