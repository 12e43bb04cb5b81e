import { usageMessages } from '@/shared/messages';
import type { Limit } from '@/shared/plans';
import { usageMeterState } from '@/shared/usage';
import { formatNumber } from '@/shared/number-format';

/** The composer's line under the buttons on a plan with a posting limit; null when the plan has none. */
export interface PostingAllowanceNote {
  text: string;
  /** At or near the limit: the line is coloured and offers the upgrade. */
  tone: 'normal' | 'warning' | 'limit';
}

/**
 * "2 of 3 social posts this month. Drafts do not count." with the meters' texts once it is close to
 * or at the limit, so the composer says what the server will answer before Publish or Schedule.
 */
export function postingAllowanceNote(used: number, limit: Limit): PostingAllowanceNote | null {
  const state = usageMeterState(used, limit);
  if (limit === 'unlimited' || state === 'unlimited') return null;
  const figure = `${formatNumber(used)} of ${formatNumber(limit)} social posts this month.`;
  if (state === 'limit') return { text: `${figure} ${usageMessages.reachedLimit}`, tone: 'limit' };
  if (state === 'warning') return { text: `${figure} ${usageMessages.approachingLimit}`, tone: 'warning' };
  return { text: `${figure} Drafts do not count.`, tone: 'normal' };
}
