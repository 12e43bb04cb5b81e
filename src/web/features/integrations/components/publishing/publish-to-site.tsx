import { ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { type PublishTarget, publishingMessages as text } from '@/shared/integrations/publishing';
import { Button } from '@/web/components/ui/button';
import { usePermissions } from '@/web/lib/permissions';
import type { ContentItemActionProps } from '@/web/lib/web-module';
import { usePublishingState } from '../../api/publishing';
import { PublishDialog } from './publish-dialog';

/**
 * Under a blog post in the Content Engine: where it is published on the workspace's own sites, and
 * Publish to WordPress / Ghost for each connected site it is not on yet. Nothing shows without one.
 */
export function PublishToSite({ contentId, contentType }: ContentItemActionProps) {
  const isBlog = contentType === 'blog';
  const state = usePublishingState(contentId);
  const { canEdit } = usePermissions();
  const [target, setTarget] = useState<PublishTarget | null>(null);
  if (!isBlog || !state.data) return null;
  const { connectedTargets, publications } = state.data;
  const open = connectedTargets.filter((candidate) => !publications.some((publication) => publication.target === candidate));
  if (publications.length === 0 && (!canEdit || open.length === 0)) return null;

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-gray-100 p-3 text-sm">
      {publications.map((publication) => (
        <a
          key={publication.target}
          href={publication.url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden />
          {publication.status === 'publish' ? text.published(publication.target) : text.drafted(publication.target)}
        </a>
      ))}
      {canEdit &&
        open.map((candidate) => (
          <Button key={candidate} variant="outline" size="sm" onClick={() => setTarget(candidate)}>
            <Send aria-hidden />
            {text.action(candidate)}
          </Button>
        ))}
      {target && <PublishDialog contentId={contentId} target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}
