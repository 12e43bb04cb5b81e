import type { ServerModule } from '../server-module';
import { projectsRoutes } from './routes';
import * as tables from './schema';
import { countProjects } from './directory';

/** The sites a workspace grows: nearly every area works on one, through projects/directory.ts. */
export const projectsModule: ServerModule = {
  name: 'projects',
  tables,
  usageCounters: [{ key: 'projects', count: countProjects }],
  build: (core) => ({ routes: [{ path: '/api/projects', routes: projectsRoutes(core) }] }),
};
