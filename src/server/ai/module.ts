import type { ServerModule } from '../server-module';
import * as tables from './schema';

/** What each workspace spends at the AI provider. */
export const aiModule: ServerModule = { name: 'ai', tables };
