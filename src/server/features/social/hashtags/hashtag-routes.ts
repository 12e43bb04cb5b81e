import { Hono } from 'hono';
import { hashtagSuggestSchema } from '@/shared/social/hashtags';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { validate } from '../../../http/validate';
import type { HashtagResearch } from './hashtag-research';

/** /api/social/hashtags: the composer's hashtag research (Professional and up, checked by the service). */
export function hashtagRoutes(deps: { research: HashtagResearch }) {
  // Asked from the composer, which Editors use; it may spend the AI provider's tokens, as AI write does.
  return new Hono<AppEnv>().post('/suggest', validate('json', hashtagSuggestSchema), requireRole('editor'), async (c) =>
    c.json(await deps.research.suggest(c.var.viewer, c.req.valid('json'))),
  );
}
