import { Plus, Share2 } from 'lucide-react';
import { useEffect } from 'react';
import type { SocialPostView } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { usePosts } from '../api/get-posts';
import { PostCard, postElementId } from './post-card';

interface PostsTabProps {
  canEdit: boolean;
  onCreate: () => void;
  onEdit: (post: SocialPostView) => void;
  /** A post to bring into view and mark (from a reply in Engagement). */
  highlightId?: string | null;
}

/** The Social Posts tab: every post, newest first, whatever its status. */
export function PostsTab({ canEdit, onCreate, onEdit, highlightId = null }: PostsTabProps) {
  const posts = usePosts();
  const loaded = posts.data !== undefined;
  useEffect(() => {
    if (!highlightId || !loaded) return;
    const card = document.getElementById(postElementId(highlightId));
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  }, [highlightId, loaded]);
  if (posts.isPending) {
    return (
      <div role="status" aria-label="Loading posts" className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  const list = posts.data ?? [];
  if (list.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Share2 className="size-6" aria-hidden />
        </span>
        <p className="font-semibold text-gray-900">{posts.isError ? 'Posts could not be loaded' : 'No posts yet'}</p>
        {!posts.isError && (
          <p className="max-w-md text-sm text-gray-600">
            {canEdit
              ? 'Create a post to publish it now or schedule it on your connected accounts.'
              : 'Posts created in this workspace show here.'}
          </p>
        )}
        {canEdit && !posts.isError && (
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            Create Post
          </Button>
        )}
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      {list.map((post) => (
        <PostCard key={post.id} post={post} canEdit={canEdit} onEdit={onEdit} highlighted={post.id === highlightId} />
      ))}
    </div>
  );
}
