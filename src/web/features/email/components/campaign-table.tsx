import type { EmailCampaign } from '@/shared/email/email';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { formatCount, formatDateTime, formatMoney, formatRate } from '../format';
import { type CampaignActionHandlers, CampaignRowActions } from './campaign-row-actions';
import { CampaignStatusBadge } from './campaign-status-badge';

interface CampaignTableProps extends CampaignActionHandlers {
  campaigns: readonly EmailCampaign[];
  canEdit: boolean;
  onOpenReport: (campaign: EmailCampaign) => void;
}

/** Every campaign with its figures; the name opens its report. */
export function CampaignTable({ campaigns, canEdit, onOpenReport, ...handlers }: CampaignTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Sent</TableHead>
          <TableHead className="text-right">Opens</TableHead>
          <TableHead className="text-right">Clicks</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
          {canEdit && (
            <TableHead className="w-12">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id} data-testid="campaign-row">
            <TableCell className="max-w-72 min-w-48">
              <button
                type="button"
                onClick={() => onOpenReport(campaign)}
                className="block max-w-full truncate text-left font-medium text-gray-900 hover:text-brand-700 hover:underline"
              >
                {campaign.name}
              </button>
              <p className="truncate text-xs text-gray-500">
                {campaign.listName ? `To “${campaign.listName}”` : 'No list'}
                {campaign.status === 'scheduled' && campaign.scheduledAt && ` · ${formatDateTime(campaign.scheduledAt)}`}
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap text-gray-700">{campaign.type}</TableCell>
            <TableCell>
              <CampaignStatusBadge campaign={campaign} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(campaign.sent)}</TableCell>
            <Figure count={campaign.opens} rate={campaign.openRate} />
            <Figure count={campaign.clicks} rate={campaign.clickRate} />
            <TableCell className="text-right tabular-nums">{formatMoney(campaign.revenue)}</TableCell>
            {canEdit && (
              <TableCell className="px-2">
                <CampaignRowActions campaign={campaign} onOpenReport={onOpenReport} {...handlers} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A count with its rate below it: "412" over "24.5%". */
function Figure({ count, rate }: { count: number; rate: number | null }) {
  return (
    <TableCell className="text-right tabular-nums">
      {formatCount(count)}
      <span className="block text-xs text-gray-500">{formatRate(rate)}</span>
    </TableCell>
  );
}
