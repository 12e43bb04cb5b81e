import { Lightbulb, Loader2, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ContentIdea } from '@/shared/content';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useContentIdeas } from '../api/get-content-ideas';
import { contentLabels, typeLabels } from '../labels';

const difficultyTones = { Easy: 'green', Medium: 'yellow', Hard: 'red' } as const;
const potentialTones = { Medium: 'gray', High: 'blue', 'Very High': 'brand' } as const;

/** Six ideas for the project; Create opens the creator with the idea, Generate More asks for six new ones. */
interface ContentIdeasProps {
  projectId?: string;
  onCreate: (idea: ContentIdea) => void;
  className?: string;
}

export function ContentIdeas({ projectId, onCreate, className }: ContentIdeasProps) {
  const [round, setRound] = useState(0);
  const ideas = useContentIdeas(round, projectId);
  const loadingMore = ideas.isPlaceholderData && ideas.isFetching;
  return (
    <Card className={className}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="size-5 text-yellow-500" aria-hidden />
            {contentLabels.ideasTitle}
          </CardTitle>
          <p className="text-sm text-gray-500">{contentLabels.ideasDescription}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setRound((current) => current + 1)} disabled={ideas.isFetching}>
          {loadingMore ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          {contentLabels.generateMore}
        </Button>
      </CardHeader>
      <CardContent>
        {ideas.isError && !ideas.data ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-700">
            Failed to load content ideas.
            <Button variant="outline" size="sm" onClick={() => ideas.refetch()}>
              Try again
            </Button>
          </div>
        ) : !ideas.data ? (
          <div aria-hidden className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <div key={index} className="h-28 animate-pulse rounded-xl bg-gray-100" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-busy={ideas.isFetching} data-testid="content-ideas">
            {ideas.data.ideas.map((idea) => (
              <li key={idea.title} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4">
                <p className="font-medium text-gray-900">{idea.title}</p>
                {idea.description && <p className="text-sm text-gray-500">{idea.description}</p>}
                <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
                  <Badge tone="brand">{typeLabels[idea.type]}</Badge>
                  <Badge tone={difficultyTones[idea.difficulty]}>{idea.difficulty}</Badge>
                  <Badge tone={potentialTones[idea.potential]}>{idea.potential} potential</Badge>
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
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
