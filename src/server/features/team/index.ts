import type { ServerModule } from '../../server-module';
import * as tables from './schema';

/** A workspace's team: members, roles and invitations. */
export const teamModule: ServerModule = {
  name: 'team',
  tables,
};
