import { Loader2, Sparkles } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { type GeneratedSocialPost, type SocialNetwork, generateSocialSchema, socialMessages } from '@/shared/social/social';
import { ContentLimitBanner } from '@/web/components/content-limit-banner';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useUser } from '@/web/lib/auth';
import { contentLimitFromError, reachedContentLimit } from '@/web/lib/content-limit';
import { toast } from '@/web/lib/toast';
import { useUpgradeInstead } from '@/web/lib/upgrade-prompt';
import { useGeneratePosts } from '../api/generate-posts';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

interface AiWriteProps {
  /** The chosen accounts' networks: a post is written for each. */
  networks: SocialNetwork[];
  disabled: boolean;
  onGenerated: (posts: GeneratedSocialPost[]) => void;
  /** Closes the dialog, for the upgrade modal to open in its place. */
  onClose: () => void;
}

/** AI write: a topic in, a post per chosen network out; one of the month's generations, limited as the Content Engine's. */
export function AiWrite({ networks, disabled, onGenerated, onClose }: AiWriteProps) {
  const id = useId();
  const [topic, setTopic] = useState('');
  const [offline, setOffline] = useState(false);
  const { data: user } = useUser();
  const generate = useGeneratePosts();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  const onUpgrade = useUpgradeInstead(onClose);
  const limit = contentLimitFromError(generate.error) ?? reachedContentLimit(user?.usage.contentGeneration, user?.limits.contentGeneration);
  const busy = disabled || generate.isPending;

  function run() {
    if (busy || limit) return;
    const parsed = generateSocialSchema.safeParse({ topic, networks });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? socialMessages.generateFailed);
    generate.mutate(parsed.data, {
      onSuccess: ({ posts, source }) => {
        setOffline(source === 'offline');
        onGenerated(posts);
      },
      onError: (error) => {
        // The month's limit shows as the banner; anything else is the spec's failure toast.
        if (!contentLimitFromError(error)) reportFailure(error, socialMessages.generateFailed);
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <h3 id={`${id}-heading`} className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
        <Sparkles className="size-4" aria-hidden />
        AI write
      </h3>
      {limit ? (
        <ContentLimitBanner state={limit} onUpgrade={onUpgrade} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor={`${id}-topic`} className="text-xs">
              Topic
            </Label>
            <Input
              id={`${id}-topic`}
              value={topic}
              maxLength={200}
              disabled={busy}
              placeholder="What should the post be about?"
              onKeyDown={onKeyDown}
              onChange={(event) => setTopic(event.target.value)}
            />
          </div>
          <Button type="button" variant="outline" disabled={busy} onClick={run}>
            {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {generate.isPending ? 'Generating…' : 'Generate'}
          </Button>
        </div>
      )}
      <p className="text-xs text-gray-600">
        {offline
          ? 'Written by the built-in offline writer: no AI provider is configured. An admin can add one under Admin → API Keys.'
          : 'Writes a post for each chosen account’s network in place of the current text; it counts as one content generation.'}
      </p>
    </section>
  );
}
