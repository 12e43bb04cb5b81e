// What Uplift sent a prospect or an influencer and what came back (issue 34): their history.
import type { EnrollmentState, OutreachMessageStatus, ReplyLabel } from './campaigns';

export interface OutreachHistoryMessage {
  /** 1 for the first message. */
  step: number;
  subject: string;
  status: OutreachMessageStatus;
  sentAt: string | null;
  clicks: number;
  error: string | null;
}

/** One campaign they were in: its messages in step order and the reply, if any. */
export interface OutreachHistoryEntry {
  enrollmentId: string;
  campaignId: string;
  campaignName: string;
  contact: string;
  state: EnrollmentState;
  enrolledAt: string;
  messages: OutreachHistoryMessage[];
  reply: { at: string; text: string; label: ReplyLabel | null } | null;
  error: string | null;
}

/** GET /api/outreach/prospects/:id/history and /api/outreach/influencers/:id/history: newest campaign first. */
export interface OutreachHistory {
  entries: OutreachHistoryEntry[];
}
