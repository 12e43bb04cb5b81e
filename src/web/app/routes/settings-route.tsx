import { ProfileSettingsTab } from '@/web/features/account/components/profile-settings-tab';
import { SecuritySettingsTab } from '@/web/features/account/components/security-settings-tab';
import { BillingSettingsTab } from '@/web/features/billing/components/billing-settings-tab';
import { IntegrationsSettingsTab } from '@/web/features/integrations/components/integrations-settings-tab';
import { NotificationSettingsTab } from '@/web/features/notifications/components/notification-settings-tab';
import { SettingsPage } from '@/web/features/settings/components/settings-page';
import { TeamSettingsTab } from '@/web/features/team/components/team-settings-tab';
import { UsageOverview } from '@/web/features/usage/components/usage-overview';

// The route composes the tabs (in the product specification's order), so the features that own them stay independent.
const tabs = [
  { id: 'profile', label: 'Profile', content: <ProfileSettingsTab /> },
  { id: 'billing', label: 'Billing', content: <BillingSettingsTab usage={<UsageOverview />} /> },
  { id: 'notifications', label: 'Notifications', content: <NotificationSettingsTab /> },
  { id: 'security', label: 'Security', content: <SecuritySettingsTab /> },
  { id: 'integrations', label: 'Integrations', content: <IntegrationsSettingsTab /> },
  { id: 'team', label: 'Team', content: <TeamSettingsTab /> },
];

export function SettingsRoute() {
  return <SettingsPage tabs={tabs} />;
}
