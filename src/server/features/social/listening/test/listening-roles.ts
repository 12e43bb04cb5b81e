import type { RoleFixture } from '../../../../test/role-fixture';
import { ok, ownersNew, type Row } from '../../../../test/role-table';
import { socialListeningMentions } from '../schema';

export type ListeningIds = {
  listeningMonitor: string;
  listeningMention: string;
};

// On a host that never answers: the checks these monitors start fail without reaching anyone.
const monitor = { name: 'Rye', terms: ['rye'], sources: ['mastodon'], mastodonInstance: 'mastodon.invalid' };

/** A monitor of the workspace's, and a Reddit mention of it (straight into the table: finding one asks a network). */
export async function seedListening(f: RoleFixture): Promise<ListeningIds> {
  const listeningMonitor = ok('listening monitor', await f.clients.owner.post('/api/social/listening/monitors', monitor), 201).id as string;
  const [mention] = await f.server.db
    .insert(socialListeningMentions)
    .values({
      workspaceId: f.workspaceId,
      monitorId: listeningMonitor,
      source: 'reddit',
      remoteId: 't3_roles',
      author: 'u/baker',
      text: 'Rye at the market',
      url: 'https://www.reddit.com/r/Baking/comments/roles/',
      postedAt: new Date(),
      sentiment: 'neutral',
    })
    .returning({ id: socialListeningMentions.id });
  return { listeningMonitor, listeningMention: mention!.id };
}

/** roles.test.ts's rows for social listening (the fixture's workspaces are on Enterprise, which has it). */
export const listeningRows: Row<ListeningIds>[] = [
  {
    route: 'GET /api/social/listening/monitors',
    expect: [200, 200, 200, 200, 401],
    call: () => ({ path: '/api/social/listening/monitors' }),
  },
  {
    route: 'POST /api/social/listening/monitors',
    expect: [201, 201, 403, 201, 401],
    call: () => ({ path: '/api/social/listening/monitors', body: monitor }),
  },
  {
    route: 'PUT /api/social/listening/monitors/:id',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/social/listening/monitors/${f.ids.listeningMonitor}`, body: { ...monitor, name: 'Rye and spelt' } }),
  },
  {
    route: 'DELETE /api/social/listening/monitors/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `/api/social/listening/monitors/${await ownersNew(f, '/api/social/listening/monitors', monitor)}` }),
  },
  {
    route: 'POST /api/social/listening/monitors/:id/check',
    expect: [202, 202, 403, 404, 401],
    call: (f) => ({ path: `/api/social/listening/monitors/${f.ids.listeningMonitor}/check` }),
  },
  {
    route: 'GET /api/social/listening/mentions',
    expect: [200, 200, 200, 200, 401],
    call: () => ({ path: '/api/social/listening/mentions' }),
  },
  // A Reddit mention: members who may reply are told to answer on Reddit itself.
  {
    route: 'POST /api/social/listening/mentions/:id/reply',
    expect: [400, 400, 403, 404, 401],
    call: (f) => ({ path: `/api/social/listening/mentions/${f.ids.listeningMention}/reply`, body: { text: 'Thank you!' } }),
  },
];
