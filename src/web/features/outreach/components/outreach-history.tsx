import { Badge } from '@/web/components/ui/badge';
import { useOutreachHistory } from '../api/get-prospects';
import { enrollmentStateLabels, enrollmentStateTones, messageStatusLabels, replyLabelNames } from '../campaign-labels';
import { ListPending } from '@/web/components/list-pending';
import { formatDate } from '@/shared/date-format';

const when = (iso: string) => formatDate(iso, 'dateTime');

/** A prospect's or an influencer's history: each campaign they were in, the messages that went, the clicks on them and the reply. */
export function OutreachHistory({ kind, id }: { kind: 'prospect' | 'influencer'; id: string }) {
  const history = useOutreachHistory(kind, id);
  return (
    <section aria-label="History" className="space-y-2">
      <h3 className="font-medium text-gray-900">History</h3>
      {history.data === undefined ? (
        <ListPending what="history" failed={history.isError} onRetry={() => void history.refetch()} />
      ) : history.data.entries.length === 0 ? (
        <p className="text-gray-600">Not contacted yet: Contact adds {kind === 'prospect' ? 'the site' : 'them'} to a campaign.</p>
      ) : (
        <ol className="space-y-3">
          {history.data.entries.map((entry) => (
            <li key={entry.enrollmentId} className="rounded-lg border border-gray-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-gray-900">{entry.campaignName}</p>
                <Badge tone={enrollmentStateTones[entry.state]}>{enrollmentStateLabels[entry.state]}</Badge>
              </div>
              <p className="text-xs text-gray-500">
                To {entry.contact} · added {when(entry.enrolledAt)}
              </p>
              {entry.messages.length > 0 && (
                <ul className="mt-2 space-y-1">
                  {entry.messages.map((message) => (
                    <li key={message.step} className="flex flex-wrap items-baseline justify-between gap-x-3 text-gray-700">
                      <span className="min-w-0 break-words">
                        <span className="text-gray-500">Step {message.step}:</span> {message.subject}
                      </span>
                      <span className="whitespace-nowrap text-xs text-gray-500">
                        {message.sentAt ? `Sent ${when(message.sentAt)}` : messageStatusLabels[message.status]}
                        {message.clicks > 0 && ` · ${message.clicks === 1 ? '1 click' : `${message.clicks} clicks`}`}
                      </span>
                      {message.error && <span className="w-full text-xs text-red-700">{message.error}</span>}
                    </li>
                  ))}
                </ul>
              )}
              {entry.reply && (
                <figure className="mt-2 rounded-md bg-gray-50 p-2">
                  <figcaption className="text-xs text-gray-500">
                    Replied {when(entry.reply.at)}
                    {entry.reply.label && ` · ${replyLabelNames[entry.reply.label]}`}
                  </figcaption>
                  <blockquote className="mt-1 line-clamp-6 whitespace-pre-line break-words text-gray-800">{entry.reply.text}</blockquote>
                </figure>
              )}
              {entry.error && !entry.messages.some((message) => message.error === entry.error) && (
                <p className="mt-1 text-xs text-red-700">{entry.error}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
