import { Plus, Settings } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EmailTemplate } from '@/shared/email/email';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
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
import { EmailStatTiles } from './email-stat-tiles';
import { TemplatesTab } from './templates-tab';

const tabs = [
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'lists', label: 'Lists & Segments' },
  { id: 'automation', label: 'Automation' },
  { id: 'templates', label: 'Templates' },
] as const;

/** /email: campaigns, lists and segments, automation and templates of the workspace. */
export function EmailPage() {
  const [tab, selectTab] = useTabInUrl(tabs);
  const [audience, setAudience] = useState<Audience>({ kind: 'all' });
  const [campaignDialog, setCampaignDialog] = useState<CampaignDialogTarget | null>(null);
  // /email?settings=open opens them, as the /integrations SMTP card links here.
  const [params] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(() => params.get('settings') === 'open');
  const { canEdit } = usePermissions();
  const campaigns = useCampaigns();
  const lists = useEmailLists();
  const segments = useSegments();
  useLoadFailure(campaigns.isError);
  const sending = isSending(campaigns.data);
  useRefreshWhenSent(sending);
  const openSettings = () => setSettingsOpen(true);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title="Email Marketing"
        description="Campaigns, lists and segments, automation and templates."
        actions={
          <>
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
          </>
        }
      />
      <EmailStatTiles live={sending} />
      <Tabs label="Email marketing" items={tabs} value={tab} onValueChange={selectTab}>
        {tab === 'campaigns' && (
          <CampaignsTab
            onCreate={() => setCampaignDialog({ mode: 'create' })}
            onEdit={(campaign) => setCampaignDialog({ mode: 'edit', campaign })}
            onOpenSettings={openSettings}
          />
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
