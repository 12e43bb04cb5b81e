import { Bot, Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { prospectMessages } from '@/shared/outreach/prospects';
import { type OutreachTabId, outreachAssistantDraft, outreachLabels, outreachTabs } from '@/shared/outreach/outreach';
import { PageHeader } from '@/web/components/page-header';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import type { ProjectScreenProps } from '@/web/lib/web-module';
import { useCampaigns } from '../api/campaigns';
import { useOutreachOverview } from '../api/get-overview';
import { outreachKeys } from '../api/outreach-keys';
import { useLinkOpportunities } from '../api/link-opportunities';
import { CampaignsTab } from './campaigns-tab';
import { InfluencerNetworkTab } from './influencer-network-tab';
import { LinkBuildingTab } from './link-building-tab';
import { NewCampaignDialog } from './new-campaign-dialog';
import { OutreachTiles } from './outreach-tiles';
import { ProspectFinderTab } from './prospect-finder-tab';

const assistantLink = `/ai-assistant?${new URLSearchParams({ mode: 'strategy', ask: outreachAssistantDraft })}`;

/**
 * /outreach (AI Outreach): prospects found on real sites and read for their contacts, and the link
 * opportunities of SEO Tools, with the tiles counted from what the workspace holds.
 */
export function OutreachPage({ project, projectPending }: ProjectScreenProps) {
  const { canEdit } = usePermissions();
  const [tabId, selectTab] = useTabInUrl(outreachTabs);
  const [finderOpen, setFinderOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [openCampaignId, setOpenCampaignId] = useState<string | null>(null);
  const [identitiesOpen, setIdentitiesOpen] = useState(false);
  const projectId = project?.id ?? null;
  const overview = useOutreachOverview();
  const links = useLinkOpportunities(projectId, !projectPending);
  useFailureToast(overview.isError, prospectMessages.loadFailed);
  useFiguresFollowSends();
  const backlinks =
    projectPending || (projectId && links.isPending) ? undefined : projectId ? (links.data?.backlinks.verified ?? null) : null;

  const showCampaign = (campaignId: string) => {
    selectTab('campaigns');
    setOpenCampaignId(campaignId);
  };

  const panels: Record<OutreachTabId, React.ReactNode> = {
    prospects: (
      <ProspectFinderTab
        projectId={projectId}
        projectNiche={project?.niche ?? ''}
        canEdit={canEdit}
        finderOpen={finderOpen}
        onFinderOpenChange={setFinderOpen}
        onEnrolled={showCampaign}
        onNewCampaign={() => setCreating(true)}
      />
    ),
    campaigns: (
      <CampaignsTab
        canEdit={canEdit}
        openCampaignId={openCampaignId}
        onOpenCampaign={setOpenCampaignId}
        identitiesOpen={identitiesOpen}
        onIdentitiesOpenChange={setIdentitiesOpen}
      />
    ),
    links: (
      <LinkBuildingTab
        projectId={projectId}
        projectPending={projectPending}
        canEdit={canEdit}
        onEnrolled={showCampaign}
        onNewCampaign={() => setCreating(true)}
      />
    ),
    influencers: (
      <InfluencerNetworkTab
        projectNiche={project?.niche ?? ''}
        canEdit={canEdit}
        onEnrolled={showCampaign}
        onNewCampaign={() => setCreating(true)}
      />
    ),
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={outreachLabels.title}
        description={outreachLabels.description}
        actions={
          <>
            <Link to={assistantLink} className={buttonVariants({ variant: 'outline' })}>
              <Bot aria-hidden />
              {outreachLabels.aiAssistant}
            </Link>
            {canEdit && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden />
                {outreachLabels.newCampaign}
              </Button>
            )}
          </>
        }
      />
      <OutreachTiles overview={overview.data} backlinks={backlinks} />
      <Tabs label={outreachLabels.title} items={outreachTabs} value={tabId} onValueChange={selectTab}>
        {panels[tabId]}
      </Tabs>
      {creating && (
        <NewCampaignDialog
          onClose={() => setCreating(false)}
          onAddIdentity={() => {
            setCreating(false);
            selectTab('campaigns');
            setIdentitiesOpen(true);
          }}
          onCreated={(campaign) => {
            setCreating(false);
            showCampaign(campaign.id);
          }}
        />
      )}
    </div>
  );
}

/**
 * Messages go and replies come in the background: when the campaigns' figures move (they are polled
 * while one is active), the prospects' statuses and the tiles are read again.
 */
function useFiguresFollowSends() {
  const queryClient = useQueryClient();
  const campaigns = useCampaigns();
  const moved = campaigns.data?.map((campaign) => `${campaign.sent}/${campaign.responses}/${campaign.accepted}`).join() ?? '';
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: outreachKeys.prospects() });
    void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
  }, [moved, queryClient]);
}
