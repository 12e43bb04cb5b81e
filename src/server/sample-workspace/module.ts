import type { ServerModule } from '../server-module';
import { sampleWorkspaceRoutes } from './routes';
import { SampleWorkspaceService } from './service';

/**
 * Loads and deletes the Sample workspace (ADR 008), mounted beside the workspace switcher. It makes
 * the workspace and its projects; every area writes its own rows through its module's `sample`.
 */
export const sampleWorkspaceModule: ServerModule = {
  name: 'sample-workspace',
  build: ({ db, sessionCache, usage, plans, config, sampleAreas, files }) => ({
    routes: [
      {
        path: '/api/workspaces',
        routes: sampleWorkspaceRoutes(new SampleWorkspaceService({ db, sessionCache, usage, plans, config, files, areas: sampleAreas })),
      },
    ],
  }),
};
