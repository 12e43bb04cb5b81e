import { Check, Plus } from 'lucide-react';
import type { HashtagSuggestion } from '@/shared/social/hashtags';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { hashtagSourceLabels, historyLine, trendLine } from '../../hashtags/hashtag-figures';
import { socialLabels } from '../../labels';

interface HashtagRowProps {
  suggestion: HashtagSuggestion;
  inPost: boolean;
  disabled: boolean;
  onInsert: (tag: string) => void;
}

/** One suggested tag: where it came from, how the workspace's posts with it did, and its use on Mastodon and Bluesky. */
export function HashtagRow({ suggestion, inPost, disabled, onInsert }: HashtagRowProps) {
  return (
    <li className="flex items-start gap-3 py-2" data-testid="hashtag-suggestion">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-gray-900">{suggestion.tag}</span>
          {suggestion.sources.map((source) => (
            <Badge key={source} tone={source === 'ai' ? 'brand' : 'green'}>
              {hashtagSourceLabels[source]}
            </Badge>
          ))}
        </div>
        {suggestion.history && <p className="text-xs text-gray-600">{historyLine(suggestion.history)}</p>}
        {suggestion.trends.map((trend) => (
          // Why a figure is missing is said once below the list; here it is the dash's title.
          <p key={trend.network} className="text-xs text-gray-600" title={trend.reason ?? undefined}>
            {trendLine(trend)}
          </p>
        ))}
      </div>
      {inPost ? (
        <span className="flex shrink-0 items-center gap-1 text-xs text-gray-500">
          <Check className="size-3.5" aria-hidden />
          {socialLabels.hashtags.inPost}
        </span>
      ) : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={socialLabels.hashtags.add(suggestion.tag)}
          onClick={() => onInsert(suggestion.tag)}
        >
          <Plus aria-hidden />
          {socialLabels.hashtags.addShort}
        </Button>
      )}
    </li>
  );
}
