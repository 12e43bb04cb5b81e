// Bluesky's public AppView (public.api.bsky.app), the two XRPC reads Uplift makes of an influencer:
// app.bsky.actor.getProfile and app.bsky.feed.getAuthorFeed.
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../test/fake-http';

export interface FakeBlueskyActor {
  handle: string;
  displayName: string;
  followers: number;
  /** Likes, reposts and replies of each of the actor's own recent posts. */
  posts: { likes: number; reposts: number; replies: number }[];
  /** Others' posts the actor reposted: in the feed, never the actor's engagement. */
  reposts?: { likes: number; reposts: number; replies: number }[];
}

export interface FakeBlueskyAppView {
  origin: string;
  received: ReceivedRequest[];
  addActor(actor: FakeBlueskyActor): void;
  /** While true, every read answers 502, as the AppView behind a failing gateway does. */
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeBlueskyAppView(): Promise<FakeBlueskyAppView> {
  const actors = new Map<string, FakeBlueskyActor & { did: string }>();
  const find = (actor: string | null) => [...actors.values()].find((item) => item.did === actor || item.handle === actor?.toLowerCase());
  const notFound = { error: 'InvalidRequest', message: 'Profile not found' };
  const postView = (did: string, handle: string, counts: { likes: number; reposts: number; replies: number }, index: number) => ({
    uri: `at://${did}/app.bsky.feed.post/${index}`,
    author: { did, handle },
    likeCount: counts.likes,
    repostCount: counts.reposts,
    replyCount: counts.replies,
  });

  const server = await startFakeHttp((request, response) => {
    if (fake.down) return sendJson(response, 502, { error: 'UpstreamFailure', message: 'Upstream Failure' });
    const actor = find(request.query.get('actor'));
    if (request.path === '/xrpc/app.bsky.actor.getProfile') {
      if (!actor) return sendJson(response, 400, notFound);
      return sendJson(response, 200, {
        did: actor.did,
        handle: actor.handle,
        displayName: actor.displayName,
        followersCount: actor.followers,
      });
    }
    if (request.path === '/xrpc/app.bsky.feed.getAuthorFeed') {
      if (!actor) return sendJson(response, 400, notFound);
      const own = actor.posts.map((counts, index) => ({ post: postView(actor.did, actor.handle, counts, index) }));
      const reposted = (actor.reposts ?? []).map((counts, index) => ({
        post: postView('did:plc:someoneelse', 'someone.bsky.social', counts, index),
        reason: { $type: 'app.bsky.feed.defs#reasonRepost', by: { did: actor.did, handle: actor.handle } },
      }));
      return sendJson(response, 200, { feed: [...reposted, ...own].slice(0, Number(request.query.get('limit') ?? 50)) });
    }
    return sendJson(response, 501, { error: 'MethodNotImplemented', message: 'Method Not Implemented' });
  });
  const fake: FakeBlueskyAppView = {
    origin: server.origin,
    received: server.received,
    down: false,
    addActor(actor) {
      actors.set(actor.handle, { ...actor, did: `did:plc:${actor.handle.replace(/\W/g, '')}` });
    },
    close: server.close,
  };
  return fake;
}
