import { Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SocialPostView } from '@/shared/social';
import { Button } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { useAccounts } from '../api/get-accounts';
import { usePosts } from '../api/get-posts';
import { socialKeys } from '../api/social-keys';
import { isPublishing } from '../post-polling';
import { useConnectReturn } from '../use-connect-return';
import { useLoadFailure } from '../use-load-failure';
import { AccountsSection } from './accounts-section';
import { ConnectAccountDialog } from './connect-account-dialog';
import { type PostDialogTarget, PostDialog } from './post-dialog';
import { PostsTab } from './posts-tab';
import { SchedulerTab } from './scheduler-tab';

const tabs = [
  { id: 'posts', label: 'Social Posts' },
  { id: 'scheduler', label: 'Scheduler' },
] as const;
type SocialTab = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is SocialTab => tabs.some((tab) => tab.id === value);

/** /social (workspaces §2): the workspace's accounts, its posts and their schedule. */
export function SocialPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SocialTab = isTab(requested) ? requested : 'posts';
  const [postDialog, setPostDialog] = useState<PostDialogTarget | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);
  const { canEdit } = usePermissions();
  const posts = usePosts();
  const accounts = useAccounts();
  useConnectReturn();
  useLoadFailure(posts.isError, accounts.isError);
  useRefreshAccountsAfterPublishing(isPublishing(posts.data));
  const openConnect = () => setConnectOpen(true);
  const editPost = (post: SocialPostView) => setPostDialog({ mode: 'edit', post });

  function selectTab(next: SocialTab) {
    setParams(
      (current) => {
        const following = new URLSearchParams(current);
        if (next === 'posts') following.delete('tab');
        else following.set('tab', next);
        return following;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900">Social Engine</h1>
          <p className="text-gray-600">Connect accounts, create and schedule posts, and follow how they do.</p>
        </div>
        {canEdit && (
          <Button onClick={() => setPostDialog({ mode: 'create' })}>
            <Plus aria-hidden />
            Create Post
          </Button>
        )}
      </div>
      <AccountsSection canEdit={canEdit} onConnect={openConnect} />
      <Tabs label="Social Engine" items={tabs} value={tab} onValueChange={selectTab}>
        {tab === 'posts' && <PostsTab canEdit={canEdit} onCreate={() => setPostDialog({ mode: 'create' })} onEdit={editPost} />}
        {tab === 'scheduler' && <SchedulerTab onEdit={canEdit ? editPost : undefined} />}
      </Tabs>
      {postDialog && (
        <PostDialog
          target={postDialog}
          onClose={() => setPostDialog(null)}
          onConnect={() => {
            setPostDialog(null);
            openConnect();
          }}
        />
      )}
      {connectOpen && <ConnectAccountDialog onClose={() => setConnectOpen(false)} />}
    </div>
  );
}

/** When the last post has gone out, the accounts are read again: a network that refused one disconnects it. */
function useRefreshAccountsAfterPublishing(publishing: boolean) {
  const queryClient = useQueryClient();
  const wasPublishing = useRef(publishing);
  useEffect(() => {
    if (wasPublishing.current && !publishing) void queryClient.invalidateQueries({ queryKey: socialKeys.accounts() });
    wasPublishing.current = publishing;
  }, [publishing, queryClient]);
}
