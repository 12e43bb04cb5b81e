import { authorityTone } from '@/shared/outreach/prospects';
import { outreachLabels } from '@/shared/outreach/outreach';
import { Badge } from '@/web/components/ui/badge';

/** The spec's authority badge (70 and up green, 60 and up yellow, else red); '—' without a figure from the search data provider. */
export function AuthorityBadge({ authority }: { authority: number | null }) {
  if (authority === null)
    return (
      <span className="text-gray-400" title="Authority comes from a search data provider (Admin → API Keys)">
        {outreachLabels.notMeasured}
      </span>
    );
  return <Badge tone={authorityTone(authority)}>{Math.round(authority)}</Badge>;
}
