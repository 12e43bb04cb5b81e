import { ExternalLink, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BacklinkOpportunity, linkLabels, linkMessages } from '@/shared/seo/links';
import { outreachLinkStatusLabels } from '@/shared/outreach/outreach';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useProspect } from '../api/get-prospects';
import { useLinkOpportunities, useProspectFromOpportunity, useSetOpportunityStatus } from '../api/link-opportunities';
import { AuthorityBadge } from './authority-badge';
import { ContactProspectDialog } from './contact-prospect-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';

const statusTones = { Pending: 'blue', Contacted: 'yellow', Acquired: 'green' } as const;

interface LinkBuildingTabProps {
  projectId: string | null;
  projectPending: boolean;
  canEdit: boolean;
  /** Contact added the site to a campaign: show it, where its message waits for review. */
  onEnrolled: (campaignId: string) => void;
  onNewCampaign: () => void;
}

/**
 * Link Building: SEO Tools' opportunities for the project, under Outreach's statuses Opportunity →
 * Contacted → Acquired. Contact makes the site a prospect and adds it to a campaign; it turns
 * Contacted once the first message has gone (or by hand, when the user wrote outside Uplift).
 */
export function LinkBuildingTab({ projectId, projectPending, canEdit, onEnrolled, onNewCampaign }: LinkBuildingTabProps) {
  const links = useLinkOpportunities(projectId, !projectPending);
  const setStatus = useSetOpportunityStatus();
  const fromOpportunity = useProspectFromOpportunity();
  const reportFailure = useActionFailureToast();
  const [contacting, setContacting] = useState<{ opportunityId: string; prospectId: string } | null>(null);
  // Followed while the site is read for contacts.
  const prospect = useProspect(contacting?.prospectId ?? null).data;

  function contact(opportunity: BacklinkOpportunity) {
    fromOpportunity.mutate(opportunity.id, {
      onSuccess: (made) => setContacting({ opportunityId: opportunity.id, prospectId: made.id }),
      onError: (error) => reportFailure(error, linkMessages.updateFailed),
    });
  }

  function markStatus(id: string, status: 'Contacted' | 'Acquired', done: string) {
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => {
          toast.success(done);
          setContacting(null);
        },
        onError: (error) => reportFailure(error, linkMessages.updateFailed),
      },
    );
  }

  if (links.data === undefined)
    return <ListPending what="link opportunities" failed={links.isError} onRetry={() => void links.refetch()} />;

  const findInSeo = (
    <Link to="/seo?tab=links" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      Find opportunities in SEO Tools
    </Link>
  );
  if (links.data.opportunities.length === 0)
    return (
      <EmptyState icon={Link2} title="No link opportunities yet" action={findInSeo}>
        SEO Tools’ Find Opportunities reads your site, your competitors and the sites they link to for pages that could link to you; they
        appear here to contact.
      </EmptyState>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          Pages that could link to {links.data.site ?? 'your site'}. A link counts as acquired once it is found on the page.
        </p>
        {findInSeo}
      </div>
      <Table aria-label="Link opportunities">
        <TableHeader>
          <TableRow>
            <TableHead>Domain</TableHead>
            <TableHead className="text-right">Authority</TableHead>
            <TableHead className="text-right">Relevance</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead>Status</TableHead>
            {canEdit && (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {links.data.opportunities.map((opportunity) => (
            <TableRow key={opportunity.id} className="align-top">
              <TableCell className="max-w-64">
                <a
                  href={opportunity.page}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 font-medium text-gray-900 hover:underline"
                >
                  <span className="truncate">{opportunity.domain}</span>
                  <ExternalLink className="size-3.5 shrink-0 text-gray-400" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </TableCell>
              <TableCell className="text-right">
                <AuthorityBadge authority={opportunity.authority} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{Math.round(opportunity.relevance)}</TableCell>
              <TableCell className="whitespace-nowrap">{linkLabels.types[opportunity.type]}</TableCell>
              <TableCell className="min-w-48 break-words text-gray-700">{opportunity.reason}</TableCell>
              <TableCell>
                <Badge tone={statusTones[opportunity.status]}>{outreachLinkStatusLabels[opportunity.status]}</Badge>
              </TableCell>
              {canEdit && (
                <TableCell className="text-right">
                  {opportunity.status === 'Pending' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={fromOpportunity.isPending && fromOpportunity.variables === opportunity.id}
                      onClick={() => contact(opportunity)}
                    >
                      {linkLabels.contact}
                    </Button>
                  )}
                  {opportunity.status === 'Contacted' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={setStatus.isPending && setStatus.variables?.id === opportunity.id}
                      onClick={() => markStatus(opportunity.id, 'Acquired', linkMessages.acquired)}
                    >
                      {linkLabels.markAcquired}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {contacting && prospect && (
        <ContactProspectDialog
          prospect={prospect}
          onClose={() => setContacting(null)}
          onEnrolled={(campaignId) => {
            setContacting(null);
            onEnrolled(campaignId);
          }}
          onNewCampaign={() => {
            setContacting(null);
            onNewCampaign();
          }}
          contactedElsewhere={{
            pending: setStatus.isPending,
            mark: () => markStatus(contacting.opportunityId, 'Contacted', linkMessages.contacted),
          }}
        />
      )}
    </div>
  );
}
