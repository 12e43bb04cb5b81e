import { Lightbulb, RefreshCw } from 'lucide-react';
import type { AssistantInsight, AssistantInsightSet, InsightPriority } from '@/shared/assistant/assistant';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';

const priorityTones: Record<InsightPriority, 'red' | 'yellow' | 'blue'> = { High: 'red', Medium: 'yellow', Low: 'blue' };

interface InsightsCardProps {
  set: AssistantInsightSet | undefined;
  pending: boolean;
  refreshing: boolean;
  /** Owners and Editors may write them again; everyone may act on them. */
  canRefresh: boolean;
  /** The insight being applied, while it is. */
  applying: string | null;
  onRefresh: () => void;
  onApply: (insight: AssistantInsight) => void;
}

/** AI Insights: what the workspace's figures suggest, each with the action that follows it up. */
export function InsightsCard({ set, pending, refreshing, canRefresh, applying, onRefresh, onApply }: InsightsCardProps) {
  return (
    <Card className="p-4" role="region" aria-label="AI Insights">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <Lightbulb className="size-4 text-amber-500" aria-hidden />
          AI Insights
        </h2>
        {canRefresh && (
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onRefresh} disabled={refreshing || pending}>
            <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden />
            Refresh
          </Button>
        )}
      </div>
      {pending ? (
        <Spinner className="mx-auto my-4 size-5" />
      ) : !set || set.insights.length === 0 ? (
        <p className="text-sm text-gray-500">No insights yet: they come from your projects, content and traffic.</p>
      ) : (
        <ul className="-mr-2 max-h-[28rem] space-y-3 overflow-y-auto pr-2">
          {set.insights.map((insight) => (
            <li key={insight.id} className="space-y-2 rounded-lg border border-gray-200 p-3" data-testid="insight">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-sm font-medium text-gray-900">{insight.title}</h3>
                <Badge tone={priorityTones[insight.priority]} className="shrink-0">
                  {insight.priority}
                </Badge>
              </div>
              <p className="text-xs leading-relaxed text-gray-600">{insight.description}</p>
              <Button
                variant="outline"
                size="sm"
                className="h-7 w-full text-xs"
                disabled={applying !== null}
                onClick={() => onApply(insight)}
              >
                {applying === insight.id && <Spinner className="size-3" />}
                {insight.action.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
