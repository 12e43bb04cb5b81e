import { Ban, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type SocialPostView, socialMessages } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useCancelPost } from '../api/cancel-post';
import { useDeletePost } from '../api/delete-post';
import { postActions, postTimeText } from '../post-format';
import { mediaListLabel } from '../post-media';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { PostStatusBadge } from './post-status-badge';
import { PostTargetRow } from './post-target-row';
import { PostVideo } from './post-video';

interface PostCardProps {
  post: SocialPostView;
  canEdit: boolean;
  onEdit: (post: SocialPostView) => void;
  /** The post a reply in Engagement answers, when it was asked for from there. */
  highlighted?: boolean;
}

/** A post: its text as written (never HTML), status, time, author, and how it went on each account. */
export function PostCard({ post, canEdit, onEdit, highlighted = false }: PostCardProps) {
  return (
    <Card
      id={postElementId(post.id)}
      tabIndex={highlighted ? -1 : undefined}
      className={cn('scroll-mt-24 space-y-3 p-4 outline-none sm:p-5', highlighted && 'ring-2 ring-brand-500 ring-offset-2')}
      data-testid="social-post"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PostStatusBadge status={post.status} />
        <span className="text-sm text-gray-600">{postTimeText(post)}</span>
        {post.authorName && <span className="text-sm text-gray-500">by {post.authorName}</span>}
        {canEdit && <PostActions post={post} onEdit={onEdit} />}
      </div>
      <p className="whitespace-pre-wrap break-words text-gray-900">{post.content}</p>
      {post.media.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={mediaListLabel(post.media.map((item) => item.kind))}>
          {post.media.map((item) => (
            <li key={item.id}>
              {item.kind === 'video' ? (
                <PostVideo url={item.url} />
              ) : (
                <img
                  src={item.url}
                  alt={item.altText}
                  title={item.altText || undefined}
                  loading="lazy"
                  className="size-20 rounded-md border border-gray-200 bg-gray-100 object-cover"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {post.targets.length > 0 && (
        <ul className="divide-y divide-gray-100 border-t border-gray-100 pt-3">
          {post.targets.map((target) => (
            <PostTargetRow key={target.accountId} target={target} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The card's element id, for Engagement's 'Your post' to scroll to. */
export const postElementId = (postId: string) => `social-post-${postId}`;

function PostActions({ post, onEdit }: { post: SocialPostView; onEdit: (post: SocialPostView) => void }) {
  const allowed = postActions(post.status);
  const cancel = useCancelPost();
  const remove = useDeletePost();
  const reportFailure = useActionFailureToast({ reasonBelow: true });
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!allowed.edit && !allowed.cancel && !allowed.remove) return null;
  return (
    <div className="ml-auto flex flex-wrap gap-1">
      {allowed.edit && (
        <Button variant="ghost" size="sm" onClick={() => onEdit(post)}>
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
      {allowed.cancel && (
        <Button
          variant="ghost"
          size="sm"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(post.id, {
              onSuccess: () => toast.success(socialMessages.postCancelled),
              onError: (error) => reportFailure(error, socialMessages.cancelFailed),
            })
          }
        >
          <Ban aria-hidden />
          Cancel
        </Button>
      )}
      {allowed.remove && (
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete post?"
          text="The post will be deleted from Uplift."
          confirmLabel="Delete post"
          pending={remove.isPending}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            // Awaited rather than a mutate callback: the card leaves the list once it refreshes.
            remove.mutateAsync(post.id).then(
              () => toast.success(socialMessages.postDeleted),
              (error: unknown) => {
                setConfirmDelete(false);
                reportFailure(error, socialMessages.deleteFailed);
              },
            )
          }
        />
      )}
    </div>
  );
}
