import type { SocialBestTimes } from '@/shared/social/social';
import { formatNumber } from '@/shared/number-format';

// Best Times in words: weekdays as the server numbers them (0 = Sunday), hours on a 12-hour clock.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function weekdayName(weekday: number): string {
  return weekdays[weekday] ?? 'Unknown day';
}

/** 0 → '12:00 AM', 9 → '9:00 AM', 12 → '12:00 PM', 21 → '9:00 PM'. */
function hourLabel(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

type Slot = Pick<SocialBestTimes['slots'][number], 'weekday' | 'hour'>;

export function slotLabel(slot: Slot): string {
  return `${weekdayName(slot.weekday)} at ${hourLabel(slot.hour)}`;
}

export function bestTimeSentence(best: Slot): string {
  return `Your best time to post: ${slotLabel(best)}`;
}

export function basedOnText(basedOn: number): string {
  return `Based on ${basedOn} published post${basedOn === 1 ? '' : 's'}`;
}

/** An average of likes, comments and shares per post, with at most one decimal. */
export function formatAverage(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 1 });
}

export function notEnoughPostsText({ needed, basedOn }: Pick<SocialBestTimes, 'needed' | 'basedOn'>): string {
  return `Not enough published posts yet: Best Times needs at least ${needed} posts with synced engagement (you have ${basedOn}).`;
}

/** The strongest slots first (the server ranks them), at most `count`. */
export function topSlots<T extends Slot>(slots: readonly T[], count = 5): T[] {
  return slots.slice(0, count);
}
