import type { ServerModule } from '../../server-module';
import { sampleWorkspaceRoutes } from './routes';

/** Loads and deletes the Sample workspace, mounted beside the workspace switcher. */
export const sampleWorkspaceModule: ServerModule = {
  name: 'sample-workspace',
  build: (core) => ({ routes: [{ path: '/api/workspaces', routes: sampleWorkspaceRoutes(core) }] }),
};
export { sampleFigures } from './sample-data';
