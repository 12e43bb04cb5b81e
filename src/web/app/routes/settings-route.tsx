import { BillingSettingsTab } from '@/web/features/billing/components/billing-settings-tab';
import { SettingsPage } from '@/web/features/settings/components/settings-page';
import { TeamSettingsTab } from '@/web/features/team/components/team-settings-tab';
import { UsageOverview } from '@/web/features/usage/components/usage-overview';

// The route composes the tabs, so the settings, billing and usage features stay independent.
// The profile, notifications, security, integrations and team tabs arrive with their own issues.
const tabs = [
  { id: 'billing', label: 'Billing', content: <BillingSettingsTab usage={<UsageOverview />} /> },
  { id: 'team', label: 'Team', content: <TeamSettingsTab /> },
];

export function SettingsRoute() {
  return <SettingsPage tabs={tabs} />;
}
