import { ExternalLink, MessageSquareReply } from 'lucide-react';
import { type ListeningMentionView, listeningSourceLabels } from '@/shared/social/listening';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { engagementTime } from '../../engagement-format';
import { listeningLabels, sentimentLabels, sentimentTones } from './listening-labels';
import { AuthorName } from '../author-name';

/** A mention as plain text: who, where, when, how it feels, and a reply (or Reddit's own page). */
export function MentionItem({ mention, onReply }: { mention: ListeningMentionView; onReply?: () => void }) {
  const time = engagementTime(mention.postedAt);
  const source = listeningSourceLabels[mention.source];
  return (
    <li className="space-y-1.5 py-4 first:pt-0 last:pb-0" data-testid="listening-mention">
      <div className="flex items-start gap-3">
        <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <AuthorName name={mention.author} url={mention.authorUrl} />
          <span className="text-xs text-gray-500">on {source}</span>
          <Badge tone={sentimentTones[mention.sentiment]}>{sentimentLabels[mention.sentiment]}</Badge>
        </p>
        <time dateTime={mention.postedAt} title={time.full} className="shrink-0 text-xs text-gray-500">
          {time.relative}
        </time>
      </div>
      <p className="whitespace-pre-wrap break-words text-gray-900">{mention.text}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {mention.source !== 'reddit' && onReply && (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onReply}>
            <MessageSquareReply aria-hidden />
            Reply
          </Button>
        )}
        <a
          href={mention.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          <ExternalLink className="size-3.5" aria-hidden />
          {mention.source === 'reddit' ? listeningLabels.openOnReddit : `View on ${source}`}
        </a>
      </div>
    </li>
  );
}
