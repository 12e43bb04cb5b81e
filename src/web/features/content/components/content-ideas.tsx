import { Lightbulb, Loader2, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { type ContentIdea, type ContentIdeas as IdeasAnswer, contentMessages } from '@/shared/content/content';
import { errorCodes } from '@/shared/error-codes';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api-client';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useGenerateMoreIdeas } from '../api/generate-more-ideas';
import { useStartingIdeas } from '../api/get-content-ideas';
import { contentLabels, typeLabels } from '../labels';

const difficultyTones = { Easy: 'green', Medium: 'yellow', Hard: 'red' } as const;
const potentialTones = { Medium: 'gray', High: 'blue', 'Very High': 'brand' } as const;

interface ContentIdeasProps {
  projectId?: string;
  onCreate: (idea: ContentIdea) => void;
  className?: string;
}

/**
 * Six ideas for the project: the free opening six, then six new ones from the AI engine each time
 * Generate More is pressed (one generation each). Create opens the creator with the idea.
 */
export function ContentIdeas({ projectId, onCreate, className }: ContentIdeasProps) {
  const starting = useStartingIdeas(projectId);
  const more = useGenerateMoreIdeas();
  // A Viewer reads the free opening six; more ideas and drafts from them are generations.
  const { canEdit } = usePermissions();
  // The newest Generate More answer, kept with the project it was for.
  const [latest, setLatest] = useState<{ projectId?: string; answer: IdeasAnswer } | null>(null);
  const shown = latest && latest.projectId === projectId ? latest.answer : starting.data;

  function generateMore() {
    more.mutate(
      { round: (shown?.round ?? 0) + 1, projectId },
      {
        onSuccess: (answer) => setLatest({ projectId, answer }),
        // A used-up month says so in the server's words; anything else gets the generic text.
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.code === errorCodes.PLAN_LIMIT_REACHED ? error.message : contentLabels.moreIdeasFailed,
          ),
      },
    );
  }

  return (
    <Card className={className}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="size-5 text-yellow-500" aria-hidden />
            {contentLabels.ideasTitle}
            {shown?.source === 'offline' && (
              <Badge tone="gray" title={contentLabels.ideasOffline}>
                {contentMessages.offlineDraftLabel}
              </Badge>
            )}
          </CardTitle>
          <p className="text-sm text-gray-500">{contentLabels.ideasDescription}</p>
        </div>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={generateMore} disabled={more.isPending || !shown}>
            {more.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            {contentLabels.generateMore}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {starting.isError && !shown ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-700">
            {contentLabels.ideasFailed}
            <Button variant="outline" size="sm" onClick={() => starting.refetch()}>
              {contentLabels.tryAgain}
            </Button>
          </div>
        ) : !shown ? (
          <div aria-hidden className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <div key={index} className="h-28 animate-pulse rounded-xl bg-gray-100" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-busy={more.isPending} data-testid="content-ideas">
            {shown.ideas.map((idea) => (
              <li key={idea.title} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4">
                <p className="font-medium text-gray-900">{idea.title}</p>
                {idea.description && <p className="text-sm text-gray-500">{idea.description}</p>}
                <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
                  <Badge tone="brand">{typeLabels[idea.type]}</Badge>
                  <Badge tone={difficultyTones[idea.difficulty]}>{idea.difficulty}</Badge>
                  <Badge tone={potentialTones[idea.potential]}>{idea.potential} potential</Badge>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-auto text-brand-600"
                      onClick={() => onCreate(idea)}
                      aria-label={`Create ${idea.title}`}
                    >
                      <Plus aria-hidden />
                      Create
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
