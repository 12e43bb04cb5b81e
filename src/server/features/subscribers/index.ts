import type { ServerModule } from '../../server-module';
import * as tables from './schema';

/** The e-mail audience: a table so far, which the dashboard counts; the e-mail area builds on it. */
export const subscribersModule: ServerModule = { name: 'subscribers', tables };

export { subscribers } from './schema';
