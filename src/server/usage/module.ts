import type { ServerModule } from '../server-module';
import * as tables from './schema';
import { contentGenerationCounter } from './meter';

/** The generation allowance is counted by the core: every AI area draws on it. */
export const usageModule: ServerModule = {
  name: 'usage',
  tables,
  usageCounters: [contentGenerationCounter],
};
