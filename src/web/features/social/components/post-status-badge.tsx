import type { SocialPostStatus, SocialTargetStatus } from '@/shared/social/social';
import { Badge } from '@/web/components/ui/badge';
import { postStatusTones, targetStatusTones } from '../post-format';

export function PostStatusBadge({ status }: { status: SocialPostStatus }) {
  return (
    <Badge tone={postStatusTones[status]} data-testid="social-post-status" className="whitespace-nowrap">
      {status}
    </Badge>
  );
}

export function TargetStatusBadge({ status }: { status: SocialTargetStatus }) {
  return (
    <Badge tone={targetStatusTones[status]} className="whitespace-nowrap">
      {status}
    </Badge>
  );
}
