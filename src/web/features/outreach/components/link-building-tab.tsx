import { ExternalLink, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { type BacklinkOpportunity, linkLabels, linkMessages } from '@/shared/seo/links';
import { outreachLinkStatusLabels } from '@/shared/outreach/outreach';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useLinkOpportunities, useSetOpportunityStatus } from '../api/link-opportunities';
import { AuthorityBadge } from './authority-badge';
import { EmptyState } from './empty-state';
import { ListPending } from './list-pending';

const statusTones = { Pending: 'blue', Contacted: 'yellow', Acquired: 'green' } as const;

/** What a status offers next: Contact an Opportunity, Mark acquired a Contacted one (SEO checks the page first). */
function nextStep(status: BacklinkOpportunity['status']) {
  if (status === 'Pending') return { status: 'Contacted' as const, label: linkLabels.contact, done: linkMessages.contacted };
  if (status === 'Contacted') return { status: 'Acquired' as const, label: linkLabels.markAcquired, done: linkMessages.acquired };
  return null;
}

/** Link Building: SEO Tools' opportunities for the project, under Outreach's statuses Opportunity → Contacted → Acquired. */
export function LinkBuildingTab({
  projectId,
  projectPending,
  canEdit,
}: {
  projectId: string | null;
  projectPending: boolean;
  canEdit: boolean;
}) {
  const links = useLinkOpportunities(projectId, !projectPending);
  const setStatus = useSetOpportunityStatus();
  const reportFailure = useActionFailureToast();

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
          {links.data.opportunities.map((opportunity) => {
            const step = nextStep(opportunity.status);
            return (
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
                    {step && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={setStatus.isPending && setStatus.variables?.id === opportunity.id}
                        onClick={() =>
                          setStatus.mutate(
                            { id: opportunity.id, status: step.status },
                            {
                              onSuccess: () => toast.success(step.done),
                              onError: (error) => reportFailure(error, linkMessages.updateFailed),
                            },
                          )
                        }
                      >
                        {step.label}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
