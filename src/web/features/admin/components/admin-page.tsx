import { FileText, KeyRound, LayoutDashboard, Server, Users } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { type TabItem, Tabs } from '@/web/components/ui/tabs';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import type { AdminTab, Loaded } from '@/web/lib/web-module';
import { AccessDenied, DenyAccessProvider } from './admin-access';
import { ApiKeysTab } from './api-keys-tab';
import { ContentTab } from './content-tab';
import { OverviewTab } from './overview-tab';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';

type OwnTabId = 'overview' | 'users' | 'content' | 'system' | 'api-keys';

const ownTabs: readonly TabItem<OwnTabId>[] = [
  { id: 'overview', label: 'Overview', icon: <LayoutDashboard aria-hidden /> },
  { id: 'users', label: 'Users', icon: <Users aria-hidden /> },
  { id: 'content', label: 'Content', icon: <FileText aria-hidden /> },
  { id: 'system', label: 'System', icon: <Server aria-hidden /> },
  { id: 'api-keys', label: 'API Keys', icon: <KeyRound aria-hidden /> },
];

const panels: Record<OwnTabId, ReactNode> = {
  overview: <OverviewTab />,
  users: <UsersTab />,
  content: <ContentTab />,
  system: <SystemTab />,
  'api-keys': <ApiKeysTab />,
};

/**
 * /admin: five tabs of its own on the admin API, then the ones other areas contribute (`adminTabs`,
 * e.g. Support's contacts); the open tab lives in ?tab= so a reload keeps it.
 */
export function AdminPage({
  title,
  description,
  extraTabs,
}: {
  title: string;
  description: string;
  extraTabs: readonly Loaded<AdminTab>[];
}) {
  const tabs: readonly TabItem<string>[] = [
    ...ownTabs,
    ...extraTabs.map(({ id, label, icon: Icon }) => ({ id, label, icon: <Icon aria-hidden /> })),
  ];
  const [active, select] = useTabInUrl(tabs);
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => setDenied(true), []);
  if (denied) return <AccessDenied />;
  const Contributed = extraTabs.find((tab) => tab.id === active)?.Component;
  return (
    <DenyAccessProvider value={deny}>
      <div className="mx-auto max-w-7xl">
        <PageHeader title={title} description={description} />
        <Tabs label="Admin panel" items={tabs} value={active} onValueChange={select} className="mt-6">
          {Contributed ? <Contributed /> : panels[active as OwnTabId]}
        </Tabs>
      </div>
    </DenyAccessProvider>
  );
}
