import { Hono } from 'hono';
import { brandVoiceFieldsSchema, learnVoiceSchema, previewVoiceSchema } from '@/shared/content/voice';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams, validate } from '../../../http/validate';
import type { BrandVoices } from './voice-service';

/** /api/content/voice/:projectId: the plan check is the service's, after the role's. */
export function voiceRoutes(voices: BrandVoices) {
  return new Hono<AppEnv>()
    .get('/:projectId', uuidParams('projectId'), async (c) => c.json(await voices.get(c.var.viewer, c.req.valid('param').projectId)))
    .put('/:projectId', uuidParams('projectId'), validate('json', brandVoiceFieldsSchema), requireRole('editor'), async (c) =>
      c.json(await voices.save(c.var.viewer, c.req.valid('param').projectId, c.req.valid('json'))),
    )
    .post('/:projectId/learn', uuidParams('projectId'), validate('json', learnVoiceSchema), requireRole('editor'), async (c) =>
      c.json(await voices.learn(c.var.viewer, c.req.valid('param').projectId, c.req.valid('json')), 202),
    )
    .post('/:projectId/preview', uuidParams('projectId'), validate('json', previewVoiceSchema), requireRole('editor'), async (c) =>
      c.json(await voices.preview(c.var.viewer, c.req.valid('param').projectId, c.req.valid('json'))),
    );
}
