import type { SocialFigures } from '@/shared/social';
import { Card } from '@/web/components/ui/card';
import { figureTiles } from '../analytics-figures';

/** Posts, Likes, Comments, Shares and Impressions over the period; '—' says why there is no figure. */
export function FigureTiles({ figures }: { figures: SocialFigures }) {
  return (
    <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figureTiles(figures).map((tile) => (
        <Card key={tile.key} className="min-w-0 p-4" data-testid={`social-total-${tile.key}`}>
          <dt className="truncate text-sm font-medium text-gray-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{tile.value}</dd>
          {tile.hint && <dd className="mt-1 text-xs text-gray-500">{tile.hint}</dd>}
        </Card>
      ))}
    </dl>
  );
}
