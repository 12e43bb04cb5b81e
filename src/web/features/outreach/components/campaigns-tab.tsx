import { Ban, Mail, Pause, Play, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCampaigns, usePauseCampaign } from '../api/campaigns';
import { CampaignDialog } from './campaign-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { IdentitiesDialog } from './identities-dialog';
import { SuppressionsDialog } from './suppressions-dialog';

interface CampaignsTabProps {
  canEdit: boolean;
  /** The campaign to show (one just created); null: none. */
  openCampaignId: string | null;
  onOpenCampaign: (id: string | null) => void;
  identitiesOpen: boolean;
  onIdentitiesOpenChange: (open: boolean) => void;
}

/** Outreach Campaigns: each sequence with what it sent and what came back, Pause and Resume, and the mailboxes it sends from. */
export function CampaignsTab({ canEdit, openCampaignId, onOpenCampaign, identitiesOpen, onIdentitiesOpenChange }: CampaignsTabProps) {
  const campaigns = useCampaigns();
  const pause = usePauseCampaign();
  const reportFailure = useActionFailureToast();
  const [suppressionsOpen, setSuppressionsOpen] = useState(false);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          Sequences sent one by one from your own mailbox; a reply stops the sequence for that prospect.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setSuppressionsOpen(true)}>
            <Ban aria-hidden />
            Suppression list
          </Button>
          <Button variant="outline" onClick={() => onIdentitiesOpenChange(true)}>
            <Settings2 aria-hidden />
            Sending identities
          </Button>
        </div>
      </div>
      {campaigns.data === undefined ? (
        <ListPending what="campaigns" failed={campaigns.isError} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <EmptyState icon={Mail} title="No outreach campaigns yet">
          {canEdit
            ? 'New Campaign writes a first message and follow-ups; add prospects to it, review their openings, and it sends within your mailbox’s daily cap and hours.'
            : 'Campaigns appear here once an Owner or Editor creates them.'}
        </EmptyState>
      ) : (
        <Table aria-label="Outreach campaigns">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Sent</TableHead>
              <TableHead className="text-right">Responses</TableHead>
              <TableHead className="text-right">Accepted</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {campaigns.data.map((campaign) => (
              <TableRow key={campaign.id} data-testid="campaign-row">
                <TableCell className="font-medium text-gray-900">{campaign.name}</TableCell>
                <TableCell>{campaign.type}</TableCell>
                <TableCell className="text-right tabular-nums">{campaign.sent}</TableCell>
                <TableCell className="text-right tabular-nums">{campaign.responses}</TableCell>
                <TableCell className="text-right tabular-nums">{campaign.accepted}</TableCell>
                <TableCell>
                  <Badge tone={campaign.status === 'active' ? 'green' : 'yellow'}>
                    {campaign.status === 'active' ? 'Active' : 'Paused'}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  <Button size="sm" variant="outline" onClick={() => onOpenCampaign(campaign.id)}>
                    View
                  </Button>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-1"
                      disabled={pause.isPending}
                      onClick={() =>
                        pause.mutate(
                          { id: campaign.id, pause: campaign.status === 'active' },
                          {
                            onSuccess: (changed) => toast.success(`${changed.name} ${changed.status === 'active' ? 'resumed' : 'paused'}`),
                            onError: (error) => reportFailure(error, text.sendFailed),
                          },
                        )
                      }
                    >
                      {campaign.status === 'active' ? <Pause aria-hidden /> : <Play aria-hidden />}
                      {campaign.status === 'active' ? 'Pause' : 'Resume'}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {openCampaignId && <CampaignDialog campaignId={openCampaignId} canEdit={canEdit} onClose={() => onOpenCampaign(null)} />}
      {identitiesOpen && <IdentitiesDialog canEdit={canEdit} onClose={() => onIdentitiesOpenChange(false)} />}
      {suppressionsOpen && <SuppressionsDialog canEdit={canEdit} onClose={() => setSuppressionsOpen(false)} />}
    </div>
  );
}
