import { Hono } from 'hono';
import type { AppEnv } from '../auth/viewer';
import { uuidParams } from '../http/validate';
import type { SampleWorkspaceService } from './service';

/** Mounted beside the workspace switcher (/api/workspaces): load the Sample workspace, delete it. */
export function sampleWorkspaceRoutes(samples: SampleWorkspaceService) {
  return (
    new Hono<AppEnv>()
      .post('/sample', async (c) => {
        const { workspace, created } = await samples.loadSample(c.var.viewer);
        return c.json({ workspace }, created ? 201 : 200);
      })
      // The Owner of the workspace named in the path, not of the current one: the service checks that membership.
      .delete('/:id', uuidParams('id'), async (c) => {
        await samples.deleteSample(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
