import type { ServerModule } from '../server-module';
import * as tables from './schema';

/** The outbox every sent e-mail is recorded in. */
export const mailModule: ServerModule = { name: 'mail', tables };
