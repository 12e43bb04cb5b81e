import { Hono } from 'hono';
import { z } from 'zod';
import { brandingMessages, maxLogoBytes } from '@/shared/branding';
import { brandingSchema } from '@/shared/branding-schemas';
import { requireRole } from '../auth/require-role';
import type { AppEnv } from '../auth/viewer';
import type { Entitlements } from '../billing/entitlements';
import { featureGate } from '../billing/require-feature';
import { limitBody } from '../http/body-limit';
import { validate } from '../http/validate';
import { notFound, ServiceError } from '../lib/service-error';
import type { WorkspaceBranding } from './branding-service';

/** The multipart envelope around a logo adds a few hundred bytes; this leaves room for them. */
const logoUploadLimit = maxLogoBytes + 64 * 1024;

/** /api/branding: the Branding tab. Every member reads it; Editors and Owners change it on a plan with white label. */
export function brandingRoutes(branding: WorkspaceBranding, entitlements: Entitlements) {
  const requireFeature = featureGate(entitlements);
  const whiteLabel = () => requireFeature('white_label', brandingMessages.locked);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await branding.read(c.var.viewer)))
    .put('/', requireRole('editor'), whiteLabel(), validate('json', brandingSchema), async (c) =>
      c.json(await branding.save(c.var.viewer, c.req.valid('json'))),
    )
    .post('/logo', requireRole('editor'), whiteLabel(), limitBody(logoUploadLimit, brandingMessages.logoTooLarge), async (c) => {
      const file = (await c.req.parseBody().catch(() => null))?.logo;
      if (!(file instanceof File)) throw new ServiceError(400, 'INVALID_IMAGE', brandingMessages.logoNotImage);
      return c.json(await branding.saveLogo(c.var.viewer, Buffer.from(await file.arrayBuffer())));
    })
    .delete('/logo', requireRole('editor'), whiteLabel(), async (c) => c.json(await branding.removeLogo(c.var.viewer)));
}

const logoKeySchema = z.object({ key: z.string().regex(/^[\w-]{32}$/) });

/** /brand/logos/:key: a logo for mail apps and visitors. The key changes with every upload, so it is cached for good. */
export function brandLogoRoutes(branding: WorkspaceBranding) {
  return new Hono<AppEnv>().get('/:key', async (c) => {
    const parsed = logoKeySchema.safeParse(c.req.param());
    if (!parsed.success) throw notFound();
    const logo = await branding.logo(parsed.data.key);
    return c.body(new Uint8Array(logo.data), 200, {
      'content-type': logo.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
    });
  });
}
