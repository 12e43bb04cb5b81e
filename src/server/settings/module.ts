import type { ServerModule } from '../server-module';
import * as tables from './schema';

/** The sealed API keys the admin panel sets, and their audit log. */
export const settingsModule: ServerModule = { name: 'settings', tables };
