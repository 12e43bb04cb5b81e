import { ExternalLink, MessageSquareReply } from 'lucide-react';
import { type SocialEngagementItem, socialNetworkLabels } from '@/shared/social/social';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { engagementKindLabels, engagementTime, viewOnLabel } from '../engagement-format';
import { accountName } from '../post-format';
import { NetworkMark } from './network-mark';
import { AuthorName } from './author-name';

interface EngagementItemProps {
  item: SocialEngagementItem;
  /** Shows the post a reply answers in Social Posts. */
  onShowPost: (postId: string) => void;
}

/** A mention or reply: who wrote it (their profile when known), what they wrote as plain text, where and when. */
export function EngagementItem({ item, onShowPost }: EngagementItemProps) {
  const network = socialNetworkLabels[item.platform];
  const time = engagementTime(item.time);
  const answeredPostId = item.kind === 'reply' ? item.postId : null;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="social-engagement-item">
      <NetworkMark network={item.platform} className="mt-0.5 hidden size-8 text-xs sm:inline-flex" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <AuthorName name={item.user} url={item.userUrl} />
              <Badge tone={item.kind === 'reply' ? 'blue' : 'gray'}>{engagementKindLabels[item.kind]}</Badge>
            </p>
            <p className="text-xs text-gray-500">
              to <span className="break-all">{accountName({ network: item.platform, username: item.accountUsername })}</span> on {network}
            </p>
          </div>
          <time dateTime={item.time} title={time.full} className="shrink-0 text-xs text-gray-500">
            {time.relative}
          </time>
        </div>
        <p className="whitespace-pre-wrap break-words text-gray-900">{item.message}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {answeredPostId && (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onShowPost(answeredPostId)}>
              <MessageSquareReply aria-hidden />
              Your post
              <span className="sr-only">: show the post this replies to</span>
            </Button>
          )}
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline"
          >
            {viewOnLabel(item)}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </div>
      </div>
    </li>
  );
}
