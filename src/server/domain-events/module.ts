import type { ServerModule } from '../server-module';
import * as tables from './schema';

/** What happened in each workspace, handed to the areas that subscribe (CoreDeps.domainEvents). */
export const domainEventsModule: ServerModule = {
  name: 'domain-events',
  tables,
};
