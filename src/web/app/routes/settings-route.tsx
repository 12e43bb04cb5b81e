import { BillingSettingsTab } from '@/web/features/billing/components/billing-settings-tab';
import { NotificationSettingsTab } from '@/web/features/notifications/components/notification-settings-tab';
import { SettingsPage } from '@/web/features/settings/components/settings-page';
import { UsageOverview } from '@/web/features/usage/components/usage-overview';

// The route composes the tabs, so the settings, billing and usage features stay independent.
// The profile, notifications, security, integrations and team tabs arrive with their own issues.
const tabs = [
  { id: 'billing', label: 'Billing', content: <BillingSettingsTab usage={<UsageOverview />} /> },
  { id: 'notifications', label: 'Notifications', content: <NotificationSettingsTab /> },
];

export function SettingsRoute() {
  return <SettingsPage tabs={tabs} />;
}
