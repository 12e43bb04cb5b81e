import type { Audience } from '../api/get-subscribers';
import { ListsCard } from './lists-card';
import { SegmentsCard } from './segments-card';
import { SubscribersCard } from './subscribers-card';

interface ListsSegmentsTabProps {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
}

/** The Lists & Segments tab: lists and segments side by side, and the subscribers of the one chosen. */
export function ListsSegmentsTab({ audience, onAudienceChange }: ListsSegmentsTabProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ListsCard audience={audience} onAudienceChange={onAudienceChange} />
        <SegmentsCard audience={audience} onAudienceChange={onAudienceChange} />
      </div>
      <SubscribersCard audience={audience} onAudienceChange={onAudienceChange} />
    </div>
  );
}
