// What a campaign's states and reply labels are called on the screen, and their badges' colours.
import type { EnrollmentState, OutreachMessageStatus, ReplyLabel } from '@/shared/outreach/campaigns';

export const enrollmentStateLabels: Record<EnrollmentState, string> = {
  active: 'In sequence',
  paused: 'Paused (auto-reply)',
  replied: 'Replied',
  bounced: 'Address bounced',
  unsubscribed: 'Unsubscribed',
  finished: 'Sequence done',
  stopped: 'Stopped',
};
export const enrollmentStateTones = {
  active: 'blue',
  paused: 'yellow',
  replied: 'green',
  bounced: 'red',
  unsubscribed: 'gray',
  finished: 'gray',
  stopped: 'red',
} as const;
export const replyLabelNames: Record<ReplyLabel, string> = {
  interested: 'Interested',
  not_now: 'Not now',
  not_interested: 'Not interested',
  unsubscribe: 'Unsubscribe',
};
/** A message in a prospect's history; drafts and skipped messages never went, so the history leaves them out. */
export const messageStatusLabels: Record<OutreachMessageStatus, string> = {
  draft: 'Waiting for review',
  queued: 'Approved: goes in the send window',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent',
  unknown: 'May not have arrived',
  skipped: 'Not sent',
};
