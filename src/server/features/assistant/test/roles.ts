import { assistantMessages } from '../schema';
import { areaRoles, ok, ownersNew } from '../../../test/role-table';
import type { RoleFixture, Caller } from '../../../test/role-fixture';

/** A chat of the caller's own; the stranger is pointed at the Owner's, which is not theirs; signed out, any id. */
async function chatFor(f: RoleFixture<{ chat: string }>, caller: Caller): Promise<string> {
  if (caller === 'stranger') return ownersNew(f, '/api/assistant/chats', { mode: 'general' });
  if (caller === 'signedOut') return crypto.randomUUID();
  return ok('chat', await f.clients[caller].post('/api/assistant/chats', { mode: 'general' }), 201).id as string;
}

/**
 * roles.test.ts's rows for the AI Assistant (ADR 018). Every member chats, each in chats of their own
 * (another's id answers 404, in the same workspace too); a proposal is confirmed through the area's
 * own API as the caller, which refuses a Viewer's write there (the answer is the proposal's outcome).
 */
export const roles = areaRoles<{ chat: string }>({
  async seed(f) {
    return { chat: await ownersNew(f, '/api/assistant/chats', { mode: 'general' }) };
  },
  rows: [
    { route: 'GET /api/assistant/status', expect: [200, 200, 200, 200, 401], call: () => ({ path: '/api/assistant/status' }) },
    { route: 'GET /api/assistant/chats', expect: [200, 200, 200, 200, 401], call: () => ({ path: '/api/assistant/chats?q=plan' }) },
    {
      route: 'POST /api/assistant/chats',
      expect: [201, 201, 201, 201, 401],
      call: () => ({ path: '/api/assistant/chats', body: { mode: 'seo' } }),
    },
    { route: 'DELETE /api/assistant/chats', expect: [204, 204, 204, 204, 401], call: () => ({ path: '/api/assistant/chats' }) },
    {
      route: 'GET /api/assistant/chats/:id',
      expect: [200, 404, 404, 404, 401],
      // A chat made for the call: clearing (DELETE /api/assistant/chats) may have taken the seeded one.
      call: async (f) => ({ path: `/api/assistant/chats/${await ownersNew(f, '/api/assistant/chats', { mode: 'general' })}` }),
    },
    {
      route: 'DELETE /api/assistant/chats/:id',
      expect: [204, 404, 404, 404, 401],
      call: async (f, caller) => ({
        path: `/api/assistant/chats/${caller === 'owner' ? await ownersNew(f, '/api/assistant/chats', { mode: 'general' }) : f.ids.chat}`,
      }),
    },
    {
      route: 'POST /api/assistant/chats/:id/messages',
      expect: [200, 200, 200, 404, 401],
      call: async (f, caller) => ({
        path: `/api/assistant/chats/${await chatFor(f, caller)}/messages`,
        body: { trigger: 'submit-message', messageId: crypto.randomUUID(), text: 'How is my plan usage?' },
      }),
    },
    {
      route: 'POST /api/assistant/chats/:id/actions/:toolCallId',
      expect: [200, 200, 200, 404, 401],
      call: async (f, caller) => {
        const chatId = await chatFor(f, caller);
        if (caller !== 'stranger' && caller !== 'signedOut') await proposeDraft(f, chatId);
        return {
          path: `/api/assistant/chats/${chatId}/actions/call_roles`,
          body: { confirm: true, input: { title: 'From the assistant', content: 'Hello' } },
        };
      },
    },
    // AI Insights and the suggestion chips (insights/): every member reads and applies; Refresh is an Editor's.
    { route: 'GET /api/assistant/insights', expect: [200, 200, 200, 200, 401], call: () => ({ path: '/api/assistant/insights' }) },
    { route: 'POST /api/assistant/insights', expect: [200, 200, 403, 200, 401], call: () => ({ path: '/api/assistant/insights' }) },
    {
      route: 'POST /api/assistant/insights/:id/apply',
      expect: [200, 200, 200, 404, 401],
      // The workspace's current set (Refresh replaces it); the stranger is pointed at it too.
      call: async (f) => ({
        path: `/api/assistant/insights/${ok('insights', await f.clients.owner.get('/api/assistant/insights'), 200).insights[0].id}/apply`,
      }),
    },
    { route: 'GET /api/assistant/suggestions', expect: [200, 200, 200, 200, 401], call: () => ({ path: '/api/assistant/suggestions' }) },
  ],
});

/** A stored reply proposing a content draft, as a model would have made it. */
async function proposeDraft(f: RoleFixture, chatId: string) {
  await f.server.db.insert(assistantMessages).values([
    { chatId, position: 0, id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: 'Draft a post' }] },
    {
      chatId,
      position: 1,
      id: crypto.randomUUID(),
      role: 'assistant',
      parts: [
        {
          type: 'tool-createContentDraft',
          toolCallId: 'call_roles',
          state: 'input-available',
          input: { title: 'From the assistant', content: 'Hello' },
        },
      ],
    },
  ]);
}
