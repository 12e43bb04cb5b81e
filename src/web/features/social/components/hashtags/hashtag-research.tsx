import { Hash, Loader2, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { canUseFeature } from '@/shared/feature-catalogue';
import {
  type HashtagSuggestions,
  hashtagMessages,
  hashtagResearchNotOnPlan,
  hashtagsIn,
  hashtagSuggestSchema,
  tagKey,
} from '@/shared/social/hashtags';
import type { SocialNetwork } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { useUser } from '@/web/lib/auth';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useUpgrade } from '@/web/lib/use-upgrade';
import { useSuggestHashtags } from '../../api/suggest-hashtags';
import { socialLabels } from '../../labels';
import { HashtagRow } from './hashtag-row';

interface HashtagResearchProps {
  /** The post's text as it stands: the suggestions are for it. */
  text: string;
  networks: SocialNetwork[];
  disabled: boolean;
  onInsert: (tag: string) => void;
  /** Closes the composer, for the plans to open in its place. */
  onClose: () => void;
}

/** The composer's Hashtags (Professional and up): tags for the draft with their figures, each added with a click. */
export function HashtagResearch({ text, networks, disabled, onInsert, onClose }: HashtagResearchProps) {
  const id = useId();
  const { data: user } = useUser();
  const upgrade = useUpgrade(onClose);
  const suggest = useSuggestHashtags();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  const [answer, setAnswer] = useState<HashtagSuggestions | null>(null);
  const allowed = user ? canUseFeature(user.plan, 'hashtag_research') : false;
  // What the text carries now: a tag added (or typed) since the answer shows as in the post.
  const carried = new Set(hashtagsIn(text).map(tagKey));

  function run() {
    if (disabled || suggest.isPending) return;
    const parsed = hashtagSuggestSchema.safeParse({ text, networks });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? hashtagMessages.suggestFailed);
    suggest.mutate(parsed.data, { onSuccess: setAnswer, onError: (error) => reportFailure(error, hashtagMessages.suggestFailed) });
  }

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="hashtag-research" className="space-y-2 rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
          {allowed ? <Hash className="size-4" aria-hidden /> : <Lock className="size-4" aria-hidden />}
          {socialLabels.hashtags.title}
        </h3>
        {allowed ? (
          <Button type="button" variant="outline" size="sm" disabled={disabled || suggest.isPending} onClick={run}>
            {suggest.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {suggest.isPending ? socialLabels.hashtags.suggesting : socialLabels.hashtags.suggest}
          </Button>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={upgrade}>
            {socialLabels.hashtags.upgrade}
          </Button>
        )}
      </div>
      {!allowed ? (
        <p className="text-xs text-gray-600">{hashtagResearchNotOnPlan}</p>
      ) : answer === null ? (
        <p className="text-xs text-gray-600">{socialLabels.hashtags.hint}</p>
      ) : answer.suggestions.length === 0 ? (
        <p className="text-xs text-gray-600">{socialLabels.hashtags.none}</p>
      ) : (
        <>
          <ul className="divide-y divide-gray-100" aria-label={socialLabels.hashtags.listLabel}>
            {answer.suggestions.map((suggestion) => (
              <HashtagRow
                key={suggestion.tag}
                suggestion={suggestion}
                inPost={carried.has(tagKey(suggestion.tag))}
                disabled={disabled}
                onInsert={onInsert}
              />
            ))}
          </ul>
          {missingBecause(answer).map((reason) => (
            <p key={reason} className="text-xs text-gray-500">
              — {reason}
            </p>
          ))}
          {answer.writtenBy === 'offline' && <p className="text-xs text-gray-500">{socialLabels.hashtags.offline}</p>}
        </>
      )}
    </section>
  );
}

/** Why figures are missing, each reason once: a network out of reach is so for every tag. */
function missingBecause(answer: HashtagSuggestions): string[] {
  const reasons = answer.suggestions.flatMap((suggestion) => suggestion.trends.map((trend) => trend.reason));
  return [...new Set(reasons.filter((reason): reason is string => reason !== null))];
}
