import { Clock, FileUp, Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SocialPostView } from '@/shared/social/social';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import { useAccounts } from '../api/get-accounts';
import { usePosts } from '../api/get-posts';
import { socialKeys } from '../api/social-keys';
import { isPublishing } from '../post-polling';
import type { PostFormValues } from '../post-form';
import { useComposeWithMedia } from '../use-compose-with-media';
import { useComposeFromContent } from '../use-compose-from-content';
import { useConnectReturn } from '../use-connect-return';
import { useLoadFailure } from '../use-load-failure';
import { AccountsSection } from './accounts-section';
import { AnalyticsTab } from './analytics-tab';
import { BestTimesDialog } from './best-times-dialog';
import { ConnectAccountDialog } from './connect-account-dialog';
import { EngagementTab } from './engagement-tab';
import { FacebookPagesDialog } from './facebook-pages-dialog';
import { ListeningTab } from './listening/listening-tab';
import { ImportPostsDialog } from './import-posts-dialog';
import { type PostDialogTarget, PostDialog } from './post-dialog';
import { PostsTab } from './posts-tab';
import { SchedulerTab } from './scheduler-tab';

// Tabs: Social Posts, Scheduler, Engagement, Analytics, Listening; ?tab= names any but the first (notifications link to ?tab=engagement and ?tab=listening).
const tabs = [
  { id: 'posts', label: 'Social Posts' },
  { id: 'scheduler', label: 'Scheduler' },
  { id: 'engagement', label: 'Engagement' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'listening', label: 'Listening' },
] as const;
type SocialTab = (typeof tabs)[number]['id'];

/** /social: the workspace's accounts, its posts, their schedule, engagement and figures. */
export function SocialPage() {
  const [params, setParams] = useSearchParams();
  const [tab, showTab] = useTabInUrl(tabs);
  const [postDialog, setPostDialog] = useState<PostDialogTarget | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);
  const [bestTimesOpen, setBestTimesOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  /** The post a reply answers, asked for from Engagement. */
  const [shownPostId, setShownPostId] = useState<string | null>(null);
  const { canEdit } = usePermissions();
  const posts = usePosts();
  const accounts = useAccounts();
  useConnectReturn();
  const pageChoice = params.get('choosePages');
  const closePageChoice = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('choosePages');
        return next;
      },
      { replace: true },
    );
  useLoadFailure(posts.isError, accounts.isError);
  useRefreshAccountsAfterPublishing(isPublishing(posts.data));
  const composeWith = useCallback((initial: PostFormValues) => setPostDialog({ mode: 'create', initial }), []);
  useComposeFromContent(composeWith);
  useComposeWithMedia(composeWith);
  const openConnect = () => setConnectOpen(true);
  const editPost = (post: SocialPostView) => setPostDialog({ mode: 'edit', post });

  function showPost(postId: string) {
    selectTab('posts');
    setShownPostId(postId);
  }

  function selectTab(next: SocialTab) {
    setShownPostId(null);
    showTab(next);
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title="Social Engine"
        description="Connect accounts, create and schedule posts, and follow how they do."
        actions={
          <>
            <Button variant="outline" onClick={() => setBestTimesOpen(true)}>
              <Clock aria-hidden />
              Best Times
            </Button>
            {canEdit && (
              <>
                <Button variant="outline" onClick={() => setImportOpen(true)}>
                  <FileUp aria-hidden />
                  Import CSV
                </Button>
                <Button onClick={() => setPostDialog({ mode: 'create' })}>
                  <Plus aria-hidden />
                  Create Post
                </Button>
              </>
            )}
          </>
        }
      />
      <AccountsSection canEdit={canEdit} onConnect={openConnect} />
      <Tabs label="Social Engine" items={tabs} value={tab} onValueChange={selectTab}>
        {tab === 'posts' && (
          <PostsTab canEdit={canEdit} onCreate={() => setPostDialog({ mode: 'create' })} onEdit={editPost} highlightId={shownPostId} />
        )}
        {tab === 'scheduler' && <SchedulerTab onEdit={canEdit ? editPost : undefined} />}
        {tab === 'engagement' && <EngagementTab onShowPost={showPost} />}
        {tab === 'analytics' && <AnalyticsTab />}
        {tab === 'listening' && <ListeningTab />}
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
      {pageChoice && <FacebookPagesDialog choiceId={pageChoice} onClose={closePageChoice} />}
      {bestTimesOpen && <BestTimesDialog onClose={() => setBestTimesOpen(false)} />}
      {importOpen && <ImportPostsDialog onClose={() => setImportOpen(false)} />}
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
