import { Globe, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { outreachLabels } from '@/shared/outreach/outreach';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { useProspects } from '../api/get-prospects';
import { useLatestProspectSearch } from '../api/prospect-searches';
import type { Prospect } from '@/shared/outreach/prospects';
import { AddProspectDialog } from './add-prospect-dialog';
import { ContactProspectDialog } from './contact-prospect-dialog';
import { EmptyState } from './empty-state';
import { ListPending } from './list-pending';
import { ProspectDialog } from './prospect-dialog';
import { ProspectFinderDialog } from './prospect-finder-dialog';
import { ProspectsTable } from './prospects-table';

interface ProspectFinderTabProps {
  projectId: string | null;
  projectNiche: string;
  canEdit: boolean;
  /** The header's button asked for the finder. */
  finderOpen: boolean;
  onFinderOpenChange: (open: boolean) => void;
  /** A prospect joined a campaign: show the campaign, where its message waits for review. */
  onEnrolled: (campaignId: string) => void;
  onNewCampaign: () => void;
}

/** Prospect Finder: the workspace's prospects, found by a search or added by hand, each read for contacts. */
export function ProspectFinderTab({
  projectId,
  projectNiche,
  canEdit,
  finderOpen,
  onFinderOpenChange,
  onEnrolled,
  onNewCampaign,
}: ProspectFinderTabProps) {
  const prospects = useProspects();
  const latest = useLatestProspectSearch();
  const [adding, setAdding] = useState(false);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [contacted, setContacted] = useState<Prospect | null>(null);
  const viewed = prospects.data?.find((prospect) => prospect.id === viewedId) ?? null;
  const searchUnderWay = isUnderWay(latest.data) ? latest.data : null;

  const actions = canEdit && (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => onFinderOpenChange(true)}>
        <Sparkles aria-hidden />
        {outreachLabels.findProspects}
      </Button>
      <Button variant="outline" onClick={() => setAdding(true)}>
        <Plus aria-hidden />
        {outreachLabels.addProspect}
      </Button>
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">Sites to reach out to, with the contacts their own pages show.</p>
        {actions}
      </div>
      {searchUnderWay && !finderOpen && (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
          <Spinner className="size-4 border-2" />
          Finding prospects for “{searchUnderWay.term}”: {searchUnderWay.stage ?? 'waiting to start'}
          <Button size="sm" variant="link" onClick={() => onFinderOpenChange(true)}>
            Show progress
          </Button>
        </p>
      )}
      {prospects.data === undefined ? (
        <ListPending what="prospects" failed={prospects.isError} onRetry={() => void prospects.refetch()} />
      ) : prospects.data.length === 0 ? (
        <EmptyState icon={Globe} title="No prospects yet">
          {canEdit
            ? 'Find Prospects searches by a competitor’s domain, a niche or a keyword and ranks the sites it reads for fit with your project; Add Prospect adds a site you already know.'
            : 'Prospects appear here once an Owner or Editor finds or adds them.'}
        </EmptyState>
      ) : (
        <ProspectsTable
          prospects={prospects.data}
          onView={(prospect) => setViewedId(prospect.id)}
          onContact={canEdit ? setContacted : undefined}
        />
      )}
      {contacted && (
        <ContactProspectDialog
          prospect={contacted}
          onClose={() => setContacted(null)}
          onEnrolled={(campaignId) => {
            setContacted(null);
            onEnrolled(campaignId);
          }}
          onNewCampaign={() => {
            setContacted(null);
            onNewCampaign();
          }}
        />
      )}
      {adding && <AddProspectDialog defaultNiche={projectNiche} onClose={() => setAdding(false)} />}
      {viewed && <ProspectDialog prospect={viewed} canEdit={canEdit} onClose={() => setViewedId(null)} />}
      {finderOpen && canEdit && (
        <ProspectFinderDialog projectId={projectId} underWay={searchUnderWay} onClose={() => onFinderOpenChange(false)} />
      )}
    </div>
  );
}
