import type { ParsedMail } from 'mailparser';
import { messageIdsIn } from './message-ids.ts';

export interface BounceDetails {
  /** The address that could not be reached, when the report names it. */
  recipient: string | null;
  /** Message-IDs the bounce quotes from the returned mail, nearest first. */
  returnedMessageIds: string[];
  /** The enhanced status code (RFC 3463), such as 5.1.1. */
  status: string | null;
  /** 5.x.x: the address will not work; 4.x.x: the server gave up for now. */
  permanent: boolean;
}

const bounceSenders = /^(mailer-daemon|postmaster)@/i;
const bounceSubjects =
  /undeliver|returned to sender|returned mail|delivery status notification \((failure|delay)\)|delivery (has )?failed|failure notice|mail delivery failed/i;
// Parts that carry the report or the returned mail's headers; mailparser folds some of them into the
// text and keeps others as attachments, so both are read.
const reportTypes = new Set([
  'message/delivery-status',
  'message/global-delivery-status',
  'message/rfc822',
  'message/global',
  'text/rfc822-headers',
  'message/global-headers',
]);

/** Details of a bounce, or null when the message is not one. */
export function readBounce(parsed: ParsedMail): BounceDetails | null {
  if (!isDeliveryReport(parsed) && !looksLikeBounce(parsed)) return null;
  const report = [
    ...parsed.attachments.filter((part) => reportTypes.has(part.contentType.toLowerCase())).map((part) => part.content.toString('utf8')),
    parsed.text ?? '',
  ].join('\n');

  const recipient = field(report, 'Final-Recipient') ?? field(report, 'Original-Recipient') ?? failedRecipientHeader(parsed);
  const status = field(report, 'Status')?.match(/^[245]\.\d{1,3}\.\d{1,3}/)?.[0] ?? report.match(/\b[45]\.\d{1,3}\.\d{1,3}\b/)?.[0] ?? null;
  // 2.x.x reports a delivery (a success DSN someone asked for), which is no bounce
  if (status?.startsWith('2')) return null;
  const returnedMessageIds = [
    ...[...report.matchAll(/^Message-ID:\s*(<[^<>\s]+>)/gim)].map((match) => match[1]),
    ...messageIdsIn([parsed.inReplyTo, parsed.references]),
  ].filter((id): id is string => id !== undefined);
  // Without a status code a bounce counts as final unless the report says the server is still trying
  const permanent = status ? status.startsWith('5') : !/^Action:\s*delayed/im.test(report);
  return { recipient: recipient?.replace(/^rfc822;\s*/i, '').trim() || null, returnedMessageIds, status, permanent };
}

function isDeliveryReport(parsed: ParsedMail): boolean {
  const contentType = parsed.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  return (
    contentType?.value?.toLowerCase() === 'multipart/report' && contentType.params?.['report-type']?.toLowerCase() === 'delivery-status'
  );
}

function looksLikeBounce(parsed: ParsedMail): boolean {
  const sender = parsed.from?.value[0]?.address ?? '';
  return bounceSenders.test(sender) && bounceSubjects.test(parsed.subject ?? '');
}

function field(report: string, name: string): string | null {
  return report.match(new RegExp(`^${name}:[ \\t]*(.+)$`, 'im'))?.[1]?.trim() ?? null;
}

/** Exim names the recipient in a header instead of sending a report. */
function failedRecipientHeader(parsed: ParsedMail): string | null {
  const value = parsed.headers.get('x-failed-recipients');
  return typeof value === 'string' ? value.split(',')[0]!.trim() : null;
}
