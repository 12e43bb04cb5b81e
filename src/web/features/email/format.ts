import type { EmailCampaign } from '@/shared/email/email';
import { formatNumber } from '@/shared/number-format';
import { formatDate } from '@/shared/date-format';

// How the email screen writes its figures; '—' stands for "nothing measured yet", never for zero.

export const notMeasured = '—';

export function formatCount(value: number): string {
  return formatNumber(value);
}

/** A percentage with one decimal; '—' before anything was sent. */
export function formatRate(rate: number | null): string {
  return rate === null ? notMeasured : `${rate.toFixed(1)}%`;
}

export { formatMoney } from '@/web/lib/format-money';

/** "Mar 4, 2027, 9:30 AM". */
export function formatDateTime(iso: string): string {
  return formatDate(iso, 'dateTime');
}

export type StatusTone = 'gray' | 'blue' | 'yellow' | 'green' | 'red';

/** The status badge: Draft, Scheduled, Sending n/m, Paused, Sent, Failed. */
export function campaignStatus(campaign: Pick<EmailCampaign, 'status' | 'sent' | 'recipients'>): { label: string; tone: StatusTone } {
  switch (campaign.status) {
    case 'draft':
      return { label: 'Draft', tone: 'gray' };
    case 'scheduled':
      return { label: 'Scheduled', tone: 'blue' };
    case 'sending':
      return { label: `Sending ${formatCount(campaign.sent)}/${formatCount(campaign.recipients)}`, tone: 'yellow' };
    case 'paused':
      return { label: 'Paused', tone: 'yellow' };
    case 'sent':
      return { label: 'Sent', tone: 'green' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
  }
}

/** An automation step's wait: "Right away", "After 3 hours", "After 2 days". */
export function formatDelay(hours: number): string {
  if (hours <= 0) return 'Right away';
  if (hours % 24 === 0) return `After ${hours / 24} day${hours === 24 ? '' : 's'}`;
  return `After ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The A/B test's wait before the winner goes out: "4 hours", "30 minutes", "2 days". */
export function formatWait(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}

/** A clicked link as people read it: without the utm_ parameters the send added for analytics. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()]) if (key.startsWith('utm_')) parsed.searchParams.delete(key);
    return parsed.toString();
  } catch {
    return url;
  }
}
