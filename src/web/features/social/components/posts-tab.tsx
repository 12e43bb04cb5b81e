import { Plus, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SocialPostView } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { pageCount } from '@/web/lib/paging';
import { usePosts } from '../api/get-posts';
import { PostCard, postElementId } from './post-card';

interface PostsTabProps {
  canEdit: boolean;
  onCreate: () => void;
  onEdit: (post: SocialPostView) => void;
  /** A post to bring into view and mark (from a reply in Engagement). */
  highlightId?: string | null;
}

/** Posts a page shows: a workspace's hundreds of posts are not all drawn at once. */
const postsPageSize = 20;

/** The Social Posts tab: every post, newest first, whatever its status, a page at a time. */
export function PostsTab({ canEdit, onCreate, onEdit, highlightId = null }: PostsTabProps) {
  const posts = usePosts();
  const loaded = posts.data !== undefined;
  const [chosenPage, setChosenPage] = useState(1);
  // A post to mark opens on its page; a page emptied by deletions falls back to the last one.
  const [shownHighlight, setShownHighlight] = useState<string | null>(null);
  const highlightIndex = highlightId ? (posts.data ?? []).findIndex((post) => post.id === highlightId) : -1;
  if (loaded && highlightId !== shownHighlight) {
    setShownHighlight(highlightId);
    if (highlightIndex >= 0) setChosenPage(Math.floor(highlightIndex / postsPageSize) + 1);
  }
  const page = Math.min(chosenPage, pageCount(postsPageSize, posts.data?.length ?? 0));
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
      {list.slice((page - 1) * postsPageSize, page * postsPageSize).map((post) => (
        <PostCard key={post.id} post={post} canEdit={canEdit} onEdit={onEdit} highlighted={post.id === highlightId} />
      ))}
      <Pagination
        page={page}
        pageSize={postsPageSize}
        total={list.length}
        onPageChange={setChosenPage}
        label="Social posts pages"
        hideWhenSinglePage
      />
    </div>
  );
}
