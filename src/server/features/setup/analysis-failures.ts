import { sql } from 'drizzle-orm';
import { setupMessages } from '@/shared/setup/setup';
import { websiteAnalyses } from './schema';

/** There is a text for a website that could not be analysed, and a general one for the rest. */
export function failureText(mode: 'url' | 'manual' | 'upload'): string {
  return mode === 'url' ? setupMessages.analyzeFailed : setupMessages.analysisFailed;
}

/** The same choice per row, for analyses ended as failed in bulk (their process died). */
export const failureByMode = sql`case when ${websiteAnalyses.mode} = 'url' then ${setupMessages.analyzeFailed} else ${setupMessages.analysisFailed} end`;
