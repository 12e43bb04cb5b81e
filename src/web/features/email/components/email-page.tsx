import { Plus, Settings } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EmailTemplate } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { emailKeys } from '../api/email-keys';
import { isSending, useCampaigns } from '../api/get-campaigns';
import { useEmailLists } from '../api/get-email-lists';
import { useSegments } from '../api/get-segments';
import type { Audience } from '../api/get-subscribers';
import { audienceName } from '../audience';
import { useLoadFailure } from '../use-load-failure';
import { AutomationTab } from './automation-tab';
import { CampaignDialog, type CampaignDialogTarget } from './campaign-dialog';
import { CampaignsTab } from './campaigns-tab';
import { EmailSettingsDialog } from './email-settings-dialog';
import { ExportDataButton } from './export-data-button';
import { ListsSegmentsTab } from './lists-segments-tab';
import { StatTiles } from './stat-tiles';
import { TemplatesTab } from './templates-tab';

const tabs = [
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'lists', label: 'Lists & Segments' },
  { id: 'automation', label: 'Automation' },
  { id: 'templates', label: 'Templates' },
] as const;
type EmailTab = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is EmailTab => tabs.some((tab) => tab.id === value);

/** /email (workspaces §2): campaigns, lists and segments, automation and templates of the workspace. */
export function EmailPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: EmailTab = isTab(requested) ? requested : 'campaigns';
  const [audience, setAudience] = useState<Audience>({ kind: 'all' });
  const [campaignDialog, setCampaignDialog] = useState<CampaignDialogTarget | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { canEdit } = usePermissions();
  const campaigns = useCampaigns();
  const lists = useEmailLists();
  const segments = useSegments();
  useLoadFailure(campaigns.isError);
  const sending = isSending(campaigns.data);
  useRefreshWhenSent(sending);
  const openSettings = () => setSettingsOpen(true);

  function selectTab(next: EmailTab) {
    setParams(next === 'campaigns' ? {} : { tab: next }, { replace: true });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900">Email Marketing</h1>
          <p className="text-gray-600">Campaigns, lists and segments, automation and templates.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="icon" onClick={openSettings} aria-label="Email settings" title="Email settings">
            <Settings aria-hidden />
          </Button>
          <ExportDataButton audience={audience} audienceName={audienceName(audience, lists.data, segments.data)} />
          {canEdit && (
            <Button onClick={() => setCampaignDialog({ mode: 'create' })}>
              <Plus aria-hidden />
              Create Campaign
            </Button>
          )}
        </div>
      </div>
      <StatTiles live={sending} />
      <Tabs label="Email marketing" items={tabs} value={tab} onValueChange={selectTab}>
        {tab === 'campaigns' && (
          <CampaignsTab onCreate={() => setCampaignDialog({ mode: 'create' })} onEdit={(campaign) => setCampaignDialog({ mode: 'edit', campaign })} onOpenSettings={openSettings} />
        )}
        {tab === 'lists' && <ListsSegmentsTab audience={audience} onAudienceChange={setAudience} />}
        {tab === 'automation' && <AutomationTab />}
        {tab === 'templates' && <TemplatesTab onUse={(template: EmailTemplate) => setCampaignDialog({ mode: 'create', template })} />}
      </Tabs>
      {campaignDialog && <CampaignDialog target={campaignDialog} onClose={() => setCampaignDialog(null)} />}
      {settingsOpen && <EmailSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}

/** When the last send finishes, the tiles take in its final figures (and the counts their bounces). */
function useRefreshWhenSent(sending: boolean) {
  const queryClient = useQueryClient();
  const wasSending = useRef(sending);
  useEffect(() => {
    if (wasSending.current && !sending) {
      void queryClient.invalidateQueries({ queryKey: emailKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: emailKeys.lists() });
    }
    wasSending.current = sending;
  }, [sending, queryClient]);
}
