import { ArrowRight, TrendingDown, TrendingUp } from 'lucide-react';
import type { KeywordDifficulty, KeywordTrend } from '@/shared/seo/research';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { difficultyTones, notMeasured, trendLabels } from '../research-format';

/** Low green, Medium amber, High red, with the provider's 0–100 score beside it; '—' without one. */
export function DifficultyBadge({ difficulty, score }: { difficulty: KeywordDifficulty | null; score: number | null }) {
  if (difficulty === null) return <span className="text-gray-400">{notMeasured}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone={difficultyTones[difficulty]}>{difficulty}</Badge>
      {score !== null && <span className="text-xs text-gray-500 tabular-nums">{Math.round(score)}</span>}
    </span>
  );
}

const trendIcons = { up: TrendingUp, down: TrendingDown, flat: ArrowRight } as const;
const trendColours = { up: 'text-green-700', down: 'text-red-600', flat: 'text-gray-500' } as const;

/** Searches rising, falling or steady over the last months, named for screen readers; '—' without a figure. */
export function TrendIcon({ trend }: { trend: KeywordTrend | null }) {
  if (trend === null) return <span className="text-gray-400">{notMeasured}</span>;
  const Icon = trendIcons[trend];
  return (
    <span role="img" aria-label={trendLabels[trend]} title={trendLabels[trend]} className={cn('inline-flex', trendColours[trend])}>
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
