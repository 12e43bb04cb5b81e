import { FileText, KeyRound, LayoutDashboard, Server, Users } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { type TabItem, Tabs } from '@/web/components/ui/tabs';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import { AccessDenied, DenyAccessProvider } from './admin-access';
import { ApiKeysTab } from './api-keys-tab';
import { ContentTab } from './content-tab';
import { OverviewTab } from './overview-tab';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';

type AdminTabId = 'overview' | 'users' | 'content' | 'system' | 'api-keys';

const tabs: readonly TabItem<AdminTabId>[] = [
  { id: 'overview', label: 'Overview', icon: <LayoutDashboard aria-hidden /> },
  { id: 'users', label: 'Users', icon: <Users aria-hidden /> },
  { id: 'content', label: 'Content', icon: <FileText aria-hidden /> },
  { id: 'system', label: 'System', icon: <Server aria-hidden /> },
  { id: 'api-keys', label: 'API Keys', icon: <KeyRound aria-hidden /> },
];

const panels: Record<AdminTabId, ReactNode> = {
  overview: <OverviewTab />,
  users: <UsersTab />,
  content: <ContentTab />,
  system: <SystemTab />,
  'api-keys': <ApiKeysTab />,
};

/** /admin: five tabs on the admin API; the open tab lives in ?tab= so a reload keeps it. */
export function AdminPage({ title, description }: { title: string; description: string }) {
  const [active, select] = useTabInUrl(tabs);
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => setDenied(true), []);
  if (denied) return <AccessDenied />;
  return (
    <DenyAccessProvider value={deny}>
      <div className="mx-auto max-w-7xl">
        <PageHeader title={title} description={description} />
        <Tabs label="Admin panel" items={tabs} value={active} onValueChange={select} className="mt-6">
          {panels[active]}
        </Tabs>
      </div>
    </DenyAccessProvider>
  );
}
