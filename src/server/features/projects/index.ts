import type { ServerModule } from '../../server-module';
import { projectsRoutes } from './routes';
import * as tables from './schema';
import { countProjects } from './service';

export const projectsModule: ServerModule = {
  name: 'projects',
  tables,
  usageCounters: [{ key: 'projects', count: countProjects }],
  build: (core) => ({ routes: [{ path: '/api/projects', routes: projectsRoutes(core) }] }),
};

export { projects } from './schema';
