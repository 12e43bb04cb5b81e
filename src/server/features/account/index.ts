import type { ServerModule } from '../../server-module';
import * as tables from './schema';

/** The signed-in user's own account: profile photo, sessions, data export and deletion. */
export const accountModule: ServerModule = {
  name: 'account',
  tables,
};
