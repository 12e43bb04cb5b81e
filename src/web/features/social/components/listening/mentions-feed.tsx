import { useState } from 'react';
import {
  type ListeningMentionView,
  type ListeningMonitorView,
  type ListeningSource,
  listeningSourceLabels,
  listeningSources,
  type Sentiment,
  sentiments,
} from '@/shared/social/listening';
import { Card } from '@/web/components/ui/card';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { useMentions } from '../../api/listening/get-mentions';
import { listeningLabels, sentimentLabels } from './listening-labels';
import { MentionItem } from './mention-item';
import { ReplyDialog } from './reply-dialog';

interface MentionsFeedProps {
  monitors: readonly ListeningMonitorView[];
  /** The monitor filter, kept in the address (?monitor=) so a spike's notice opens it. */
  monitorId: string | undefined;
  onMonitorChange: (monitorId: string | undefined) => void;
  canEdit: boolean;
}

/** The mentions found, filtered by monitor, source and sentiment, with how many of each sentiment. */
export function MentionsFeed({ monitors, monitorId, onMonitorChange, canEdit }: MentionsFeedProps) {
  const [source, setSource] = useState<ListeningSource | undefined>();
  const [sentiment, setSentiment] = useState<Sentiment | undefined>();
  const [replying, setReplying] = useState<ListeningMentionView | null>(null);
  const mentions = useMentions({ monitorId, source, sentiment });
  const counts = mentions.data?.counts;

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto font-semibold text-gray-900">Mentions</h2>
        <NativeSelect aria-label="Monitor" value={monitorId ?? ''} onChange={(event) => onMonitorChange(event.target.value || undefined)}>
          <option value="">{listeningLabels.allMonitors}</option>
          {monitors.map((monitor) => (
            <option key={monitor.id} value={monitor.id}>
              {monitor.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Source"
          value={source ?? ''}
          onChange={(event) => setSource((event.target.value || undefined) as ListeningSource | undefined)}
        >
          <option value="">{listeningLabels.allSources}</option>
          {listeningSources.map((entry) => (
            <option key={entry} value={entry}>
              {listeningSourceLabels[entry]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Sentiment"
          value={sentiment ?? ''}
          onChange={(event) => setSentiment((event.target.value || undefined) as Sentiment | undefined)}
        >
          <option value="">{listeningLabels.allSentiments}</option>
          {sentiments.map((entry) => (
            <option key={entry} value={entry}>
              {sentimentLabels[entry]}
              {counts ? ` (${counts[entry]})` : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      {counts && (
        <dl className="grid grid-cols-3 gap-3" data-testid="listening-sentiment-counts">
          {sentiments.map((entry) => (
            <div key={entry} className="rounded-lg border border-gray-200 px-3 py-2">
              <dt className="text-xs text-gray-500">{sentimentLabels[entry]}</dt>
              <dd className="text-lg font-semibold text-gray-900">{counts[entry]}</dd>
            </div>
          ))}
        </dl>
      )}
      {mentions.isPending ? (
        <div role="status" aria-label="Loading mentions" className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : mentions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {listeningLabels.mentionsFailed}
        </p>
      ) : mentions.data.mentions.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-medium text-gray-900">{listeningLabels.noMentions}</p>
          <p className="text-sm text-gray-600">{listeningLabels.noMentionsHint}</p>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100" aria-busy={mentions.isPlaceholderData || undefined}>
          {mentions.data.mentions.map((mention) => (
            <MentionItem key={mention.id} mention={mention} onReply={canEdit ? () => setReplying(mention) : undefined} />
          ))}
        </ul>
      )}
      {replying && <ReplyDialog mention={replying} onClose={() => setReplying(null)} />}
    </Card>
  );
}
