// Reddit's public site search (GET /search.json), as its Listing of t3 posts answers, newest first
// with sort=new. Like Reddit, it turns away a client that does not name itself in its User-Agent.
import { randomBytes } from 'node:crypto';
import { type ReceivedRequest, sendJson, startFakeHttp } from '../../../../test/fake-http';

export interface FakeReddit {
  origin: string;
  received: ReceivedRequest[];
  addPost(input: { author: string; subreddit: string; title: string; selftext?: string; createdAt?: Date }): { name: string };
  close(): Promise<void>;
}

export async function startFakeReddit(): Promise<FakeReddit> {
  const posts: Array<Record<string, unknown> & { title: string; selftext: string; created_utc: number }> = [];
  const server = await startFakeHttp((request, response) => {
    if (request.method !== 'GET' || request.path !== '/search.json') return sendJson(response, 404, { message: 'Not Found', error: 404 });
    if (!/uplift/i.test(request.headers['user-agent'] ?? '')) return sendJson(response, 429, { message: 'Too Many Requests', error: 429 });
    const query = (request.query.get('q') ?? '').replace(/"/g, '').toLowerCase();
    const found = posts
      .filter((post) => `${post.title} ${post.selftext}`.toLowerCase().includes(query))
      .sort((a, b) => b.created_utc - a.created_utc)
      .slice(0, Number(request.query.get('limit') ?? 25));
    return sendJson(response, 200, {
      kind: 'Listing',
      data: { after: null, before: null, dist: found.length, children: found.map((data) => ({ kind: 't3', data })) },
    });
  });
  return {
    origin: server.origin,
    received: server.received,
    addPost({ author, subreddit, title, selftext = '', createdAt = new Date() }) {
      const id = randomBytes(4).toString('hex');
      posts.push({
        id,
        name: `t3_${id}`,
        author,
        subreddit,
        title,
        selftext,
        permalink: `/r/${subreddit}/comments/${id}/${title.toLowerCase().replace(/\W+/g, '_').slice(0, 40)}/`,
        created_utc: createdAt.getTime() / 1000,
      });
      return { name: `t3_${id}` };
    },
    close: () => server.close(),
  };
}
