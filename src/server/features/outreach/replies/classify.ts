import EmailReplyParser from 'email-reply-parser';
import type { ParsedMail } from 'mailparser';
import { isAutoReply } from './auto-reply.ts';
import { readBounce, type BounceDetails } from './bounce.ts';
import { findKnownId, messageIdsIn } from './message-ids.ts';

interface Sender {
  /** The sender's address, lower-cased; null when the From header has none. */
  from: string | null;
  subject: string;
  date: Date | null;
}

/** What an inbound message means for the mails we sent; `answers` is our Message-ID it concerns. */
export type Classification =
  | ({ kind: 'bounce'; answers: string | null } & Omit<BounceDetails, 'returnedMessageIds'>)
  | ({ kind: 'auto_reply'; answers: string } & Sender)
  | ({ kind: 'reply'; answers: string; text: string } & Sender)
  | { kind: 'unrelated' };

/** Sorts a parsed message into bounce, auto-reply, reply to one of `knownMessageIds`, or unrelated. */
export function classify(parsed: ParsedMail, knownMessageIds: Iterable<string>): Classification {
  const known = [...knownMessageIds];
  const bounce = readBounce(parsed);
  if (bounce) {
    const { returnedMessageIds, ...details } = bounce;
    return { kind: 'bounce', answers: findKnownId(returnedMessageIds, known), ...details };
  }
  // In-Reply-To names the mail answered; References may list the whole thread, so it comes second
  const answers = findKnownId(messageIdsIn([parsed.inReplyTo, parsed.references]), known);
  if (!answers) return { kind: 'unrelated' };
  const sender: Sender = {
    from: parsed.from?.value[0]?.address?.toLowerCase() ?? null,
    subject: parsed.subject ?? '',
    date: parsed.date ?? null,
  };
  if (isAutoReply(parsed)) return { kind: 'auto_reply', answers, ...sender };
  return { kind: 'reply', answers, text: replyText(parsed), ...sender };
}

/** The new text of a reply, without the quoted mail it answers. */
function replyText(parsed: ParsedMail): string {
  return new EmailReplyParser().parseReply(parsed.text ?? '').trim();
}
