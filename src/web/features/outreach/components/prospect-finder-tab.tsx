import { Globe, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { outreachLabels } from '@/shared/outreach/outreach';
import { type ProspectStatus, prospectStatuses, prospectStatusLabels } from '@/shared/outreach/prospects';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Pagination } from '@/web/components/ui/pagination';
import { SearchInput } from '@/web/components/ui/search-input';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { useProspect, useProspects } from '../api/get-prospects';
import { useLatestProspectSearch } from '../api/prospect-searches';
import { AddProspectDialog } from './add-prospect-dialog';
import { ContactProspectDialog } from './contact-prospect-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
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
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<ProspectStatus | ''>('');
  // Another status or search starts again on the first page.
  const filterKey = `${status}|${settledSearch.trim()}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const prospects = useProspects({ page, status: status || undefined, search: settledSearch });
  const latest = useLatestProspectSearch();
  const [adding, setAdding] = useState(false);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [contactedId, setContactedId] = useState<string | null>(null);
  // Each dialog follows its prospect itself, whichever page is shown.
  const viewed = useProspect(viewedId).data;
  const contacted = useProspect(contactedId).data;
  const filtered = status !== '' || settledSearch.trim() !== '';
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
      ) : prospects.data.total === 0 && !filtered ? (
        <EmptyState icon={Globe} title="No prospects yet">
          {canEdit
            ? 'Find Prospects searches by a competitor’s domain, a niche or a keyword and ranks the sites it reads for fit with your project; Add Prospect adds a site you already know.'
            : 'Prospects appear here once an Owner or Editor finds or adds them.'}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchInput
              className="sm:max-w-xs sm:flex-1"
              type="search"
              aria-label="Search prospects"
              placeholder="Search by domain or name"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
            <NativeSelect
              aria-label="Status"
              className="sm:w-44"
              value={status}
              onChange={(event) => setStatus(event.target.value as ProspectStatus | '')}
            >
              <option value="">All statuses</option>
              {prospectStatuses.map((choice) => (
                <option key={choice} value={choice}>
                  {prospectStatusLabels[choice]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {prospects.data.prospects.length === 0 ? (
            <p className="py-8 text-center text-sm text-gray-600">No prospect matches.</p>
          ) : (
            <div className={cn('transition-opacity', prospects.isPlaceholderData && 'opacity-60')} aria-busy={prospects.isPlaceholderData}>
              <ProspectsTable
                prospects={prospects.data.prospects}
                onView={(prospect) => setViewedId(prospect.id)}
                onContact={canEdit ? (prospect) => setContactedId(prospect.id) : undefined}
              />
            </div>
          )}
          <Pagination
            label="Prospect pages"
            page={page}
            pageSize={prospects.data.pageSize}
            total={prospects.data.total}
            onPageChange={(next) => setPaging({ filterKey, page: next })}
            hideWhenSinglePage
          />
        </>
      )}
      {contacted && (
        <ContactProspectDialog
          prospect={contacted}
          onClose={() => setContactedId(null)}
          onEnrolled={(campaignId) => {
            setContactedId(null);
            onEnrolled(campaignId);
          }}
          onNewCampaign={() => {
            setContactedId(null);
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
