import { Hono } from 'hono';
import { z } from 'zod';
import { actionAnswerSchema, chatSearchSchema, chatTurnSchema, newChatSchema } from '@/shared/assistant/assistant';
import type { AppEnv } from '../../../auth/viewer';
import { pathParams, uuidParams, validate } from '../../../http/validate';
import { answerAction } from '../actions/answer-action';
import { answerTurn, type TurnDeps } from '../reply/turn';

const owner = (viewer: { workspaceId: string; userId: string }) => ({ workspaceId: viewer.workspaceId, userId: viewer.userId });

const actionParams = pathParams(z.object({ id: z.uuid(), toolCallId: z.string().min(1).max(200) }));

/**
 * /api/assistant: the signed-in user's chats in the current workspace, their replies and the answers
 * to proposed actions. Every member may chat (Viewers with the read tools only); what the tools read
 * and do goes through the areas' own API as the user, with its checks.
 */
export function chatRoutes(deps: TurnDeps) {
  const { store, health } = deps;
  return new Hono<AppEnv>()
    .get('/status', async (c) => c.json(await health.status()))
    .get('/chats', validate('query', chatSearchSchema), async (c) =>
      c.json({ chats: await store.list(owner(c.var.viewer), c.req.valid('query').q || undefined) }),
    )
    .post('/chats', validate('json', newChatSchema), async (c) =>
      c.json(await store.create(owner(c.var.viewer), c.req.valid('json').mode), 201),
    )
    .delete('/chats', async (c) => {
      await store.clear(owner(c.var.viewer));
      return c.body(null, 204);
    })
    .get('/chats/:id', uuidParams('id'), async (c) => {
      const { id } = c.req.valid('param');
      const chat = await store.get(owner(c.var.viewer), id);
      return c.json({ chat, messages: await store.messages(id) });
    })
    .delete('/chats/:id', uuidParams('id'), async (c) => {
      await store.remove(owner(c.var.viewer), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/chats/:id/messages', uuidParams('id'), validate('json', chatTurnSchema), async (c) =>
      answerTurn(c, deps, c.req.valid('param').id, c.req.valid('json')),
    )
    .post('/chats/:id/actions/:toolCallId', actionParams, validate('json', actionAnswerSchema), async (c) => {
      const { id, toolCallId } = c.req.valid('param');
      return c.json(await answerAction(c, deps, id, toolCallId, c.req.valid('json')));
    });
}
