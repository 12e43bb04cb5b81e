import { Code, ExternalLink, Pause, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { LeadMagnet } from '@/shared/monetization/lead-magnets';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { CopyButton } from '@/web/components/ui/copy-button';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteLeadMagnet, useUpdateLeadMagnet } from '../api/lead-magnets';
import { formatFileSize } from '../offers-format';
import { LeadMagnetEmbed } from './lead-magnet-embed';
import { TrackedLink } from './tracked-link';
import { formatNumber } from '@/shared/number-format';

/** One lead magnet: what it gives, its list, the period's figures, where to share it, and its actions. */
export function LeadMagnetItem({ magnet, canEdit }: { magnet: LeadMagnet; canEdit: boolean }) {
  const [embedding, setEmbedding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="space-y-3 rounded-lg border border-gray-200 p-4 text-sm" data-testid="lead-magnet">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-gray-900">{magnet.title}</p>
          <p className="text-gray-600">
            {magnet.listName ? `List: ${magnet.listName}` : <span className="text-red-700">List deleted: the page takes no sign-ups</span>}
          </p>
          <p className="break-all text-gray-500">{givenThing(magnet)}</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-gray-700 tabular-nums">
            {formatNumber(magnet.views)} views · {formatNumber(magnet.leads)} leads
          </span>
          <Badge tone={magnet.status === 'Active' ? 'green' : 'gray'}>{magnet.status}</Badge>
        </div>
      </div>
      <div className="space-y-1">
        <p className="text-xs font-medium text-gray-500">Sign-up page</p>
        <div className="flex min-w-0 items-center gap-2">
          <code className="truncate text-xs text-gray-800">{magnet.pageUrl}</code>
          <CopyButton text={magnet.pageUrl} label="Copy" variant="ghost" className="h-7 px-2" />
          <a
            href={magnet.pageUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex shrink-0 items-center gap-1 text-xs text-brand-700 hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            Open
          </a>
        </div>
        <p className="text-xs font-medium text-gray-500">Tracked link (counts clicks, credits content)</p>
        <TrackedLink link={magnet.link} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={embedding} onClick={() => setEmbedding(!embedding)}>
          <Code aria-hidden />
          {embedding ? 'Hide embed form' : 'Embed form'}
        </Button>
        {canEdit && <StatusButton magnet={magnet} />}
        {canEdit && (
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
      </div>
      {deleting && <DeleteLeadMagnet magnet={magnet} onCancel={() => setDeleting(false)} />}
      {embedding && <LeadMagnetEmbed id={magnet.id} />}
    </li>
  );
}

function givenThing(magnet: LeadMagnet): string {
  if (magnet.kind === 'file') return magnet.file ? `File: ${magnet.file.name} (${formatFileSize(magnet.file.size)})` : 'File';
  return `Link: ${magnet.linkUrl ?? ''}`;
}

function StatusButton({ magnet }: { magnet: LeadMagnet }) {
  const update = useUpdateLeadMagnet();
  const reportFailure = useActionFailureToast();
  const active = magnet.status === 'Active';
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { id: magnet.id, update: { status: active ? 'Paused' : 'Active' } },
          {
            onSuccess: (saved) => toast.success(`${saved.title} is ${saved.status === 'Active' ? 'taking sign-ups again' : 'paused'}`),
            onError: (error) => reportFailure(error, 'Failed to update the lead magnet'),
          },
        )
      }
    >
      {active ? <Pause aria-hidden /> : <Play aria-hidden />}
      {active ? 'Pause' : 'Resume'}
    </Button>
  );
}

/** Asked in place: a second dialog over the list would fight it for the focus. */
function DeleteLeadMagnet({ magnet, onCancel }: { magnet: LeadMagnet; onCancel: () => void }) {
  const remove = useDeleteLeadMagnet();
  const reportFailure = useActionFailureToast();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
      <span className="flex-1">Delete {magnet.title}? Its page, form and tracked link stop working; its sign-ups stay on the list.</span>
      <Button size="sm" variant="outline" disabled={remove.isPending} onClick={onCancel}>
        Cancel
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(magnet.id, {
            onSuccess: () => toast.success('Lead magnet deleted'),
            onError: (error) => reportFailure(error, 'Failed to delete the lead magnet'),
          })
        }
      >
        Delete
      </Button>
    </div>
  );
}
