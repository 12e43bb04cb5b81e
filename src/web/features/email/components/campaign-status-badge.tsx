import type { EmailCampaign } from '@/shared/email/email';
import { Badge } from '@/web/components/ui/badge';
import { campaignStatus } from '../format';

/** Draft, Scheduled, Sending n/m, Paused, Sent or Failed (with the reason on hover). */
export function CampaignStatusBadge({ campaign }: { campaign: EmailCampaign }) {
  const { label, tone } = campaignStatus(campaign);
  return (
    <Badge tone={tone} title={campaign.error ?? undefined} data-testid="campaign-status" className="whitespace-nowrap">
      {label}
    </Badge>
  );
}
