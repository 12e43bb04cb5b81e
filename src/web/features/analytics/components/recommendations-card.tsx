import { RefreshCw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type Recommendation,
  type RecommendationSet,
  recommendationActions,
  recommendationMessages,
} from '@/shared/analytics/recommendations';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { usePermissions } from '@/web/lib/permissions';
import { timeAgo } from '@/web/lib/time-ago';
import { toast } from '@/web/lib/toast';
import { useApplyRecommendation } from '../api/apply-recommendation';
import { useRecommendations } from '../api/get-recommendations';
import { useRefreshRecommendations } from '../api/refresh-recommendations';
import { formatSpan } from '../format';
import { SectionUnavailable } from './section-unavailable';
import { formatDate } from '@/shared/date-format';

const priorityTones = { high: 'red', medium: 'yellow', low: 'gray' } as const;

/** AI Recommendations: three suggestions drawn from the project's figures, each opening the tool that acts on it. */
export function RecommendationsCard({ projectId, selection }: { projectId: string; selection: PeriodSelection }) {
  const { canEdit } = usePermissions();
  const titleId = useId();
  const recommendations = useRecommendations(projectId, selection);
  const refresh = useRefreshRecommendations();
  const set = recommendations.data;

  function onRefresh() {
    refresh.mutate(
      { projectId, selection },
      {
        onSuccess: () => toast.success(recommendationMessages.refreshed),
        onError: () => toast.error(recommendationMessages.refreshFailed),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="recommendations" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0 px-4 sm:px-6">
        <div className="min-w-0 space-y-1">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Sparkles className="size-5 text-brand-600" aria-hidden />
            AI Recommendations
          </CardTitle>
          {set && <Provenance set={set} />}
        </div>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refresh.isPending || !set}>
            <RefreshCw className={cn(refresh.isPending && 'animate-spin')} aria-hidden />
            Refresh
          </Button>
        )}
      </CardHeader>
      <CardContent className={cn('px-4 sm:px-6', (recommendations.isPlaceholderData || refresh.isPending) && 'opacity-60')}>
        {recommendations.isError ? (
          <SectionUnavailable
            error={recommendations.error}
            failedText="The recommendations could not be loaded."
            onRetry={() => void recommendations.refetch()}
          />
        ) : !set ? (
          <div role="status" aria-label="Loading recommendations" className="flex justify-center py-8">
            <Spinner className="size-6" />
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {set.recommendations.map((recommendation) => (
              <RecommendationItem key={recommendation.id} projectId={projectId} recommendation={recommendation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Who wrote the set, when, and over which period. */
function Provenance({ set }: { set: RecommendationSet }) {
  return (
    <p className="text-sm text-gray-500">
      {set.source === 'ai' ? recommendationMessages.fromAi : recommendationMessages.offline} ·{' '}
      <time dateTime={set.generatedAt} title={formatDate(set.generatedAt, 'dateTime')}>
        {timeAgo(set.generatedAt)}
      </time>
      , over {formatSpan(set.from, set.to)}
    </p>
  );
}

function RecommendationItem({ projectId, recommendation }: { projectId: string; recommendation: Recommendation }) {
  const apply = useApplyRecommendation();
  const navigate = useNavigate();
  const location = useLocation();
  const action = recommendationActions[recommendation.action];

  function onApply() {
    apply.mutate(
      { projectId, recommendationId: recommendation.id },
      {
        onSuccess: ({ path }) => {
          const target = new URL(path, window.location.origin);
          // A section of this screen keeps the period chosen.
          const here = target.pathname === location.pathname;
          void navigate(here ? { search: location.search, hash: target.hash } : path);
        },
        onError: () => toast.error(recommendationMessages.applyFailed),
      },
    );
  }

  return (
    <li data-testid="recommendation" className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-medium text-gray-900">{recommendation.title}</h4>
        <Badge tone={priorityTones[recommendation.priority]} className="shrink-0 capitalize">
          {recommendation.priority}
        </Badge>
      </div>
      <p className="flex-1 text-sm text-gray-600">{recommendation.description}</p>
      <Button variant="outline" size="sm" className="self-start" onClick={onApply} disabled={apply.isPending}>
        {action.label}
      </Button>
    </li>
  );
}
