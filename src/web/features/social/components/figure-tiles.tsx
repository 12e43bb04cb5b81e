import type { SocialFigures } from '@/shared/social/social';
import { StatTiles } from '@/web/components/stat-tiles';
import { figureTiles } from '../analytics-figures';

/** Posts, Likes, Comments, Shares and Impressions over the period; '—' says why there is no figure. */
export function FigureTiles({ figures }: { figures: SocialFigures }) {
  const tiles = figureTiles(figures).map((tile) => ({ id: tile.key, label: tile.label, value: tile.value, note: tile.hint }));
  return <StatTiles label="Totals" testIdPrefix="social-total" tiles={tiles} className="sm:grid-cols-3 lg:grid-cols-5" />;
}
