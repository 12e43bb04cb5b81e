/** Raw RFC 822 messages as they arrive in a sending identity's inbox, for the reply reader's tests. */

const date = 'Tue, 3 Mar 2026 10:00:00 +0000';

/** A person answering our mail, with the usual quoted history below their text. */
export function humanReply(ours: { messageId: string; to: string; subject: string }, text: string): string {
  return [
    `From: Dana Prospect <${ours.to}>`,
    'To: Sam Sender <sam@sender.example>',
    `Subject: Re: ${ours.subject}`,
    `Date: ${date}`,
    `Message-ID: <reply-${Math.random().toString(36).slice(2)}@prospect.example>`,
    `In-Reply-To: ${ours.messageId}`,
    `References: ${ours.messageId}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
    'On Mon, Mar 2, 2026 at 9:00 AM Sam Sender <sam@sender.example> wrote:',
    '> Hi Dana, would you like a guest post on our blog?',
    '> Best, Sam',
    '',
  ].join('\r\n');
}

/** An out-of-office answer, marked as RFC 3834 says. */
export function outOfOffice(ours: { messageId: string; to: string; subject: string }): string {
  return [
    `From: Dana Prospect <${ours.to}>`,
    'To: Sam Sender <sam@sender.example>',
    `Subject: Automatic reply: ${ours.subject}`,
    `Date: ${date}`,
    'Message-ID: <oof-1@prospect.example>',
    `In-Reply-To: ${ours.messageId}`,
    'Auto-Submitted: auto-replied',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'I am out of the office until Monday.',
    '',
  ].join('\r\n');
}

/** A delivery status notification (RFC 3464) for a mailbox that does not exist. */
export function dsnBounce(ours: { messageId: string; to: string; subject: string }, status = '5.1.1'): string {
  const boundary = 'dsn-boundary';
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.sender.example>',
    'To: sam@sender.example',
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${date}`,
    'Message-ID: <bounce-1@mx.sender.example>',
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    `Your message to <${ours.to}> could not be delivered.`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.sender.example',
    '',
    `Final-Recipient: rfc822; ${ours.to}`,
    `Original-Recipient: rfc822;${ours.to}`,
    'Action: failed',
    `Status: ${status}`,
    'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    'From: sam@sender.example',
    `To: ${ours.to}`,
    `Subject: ${ours.subject}`,
    `Message-ID: ${ours.messageId}`,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Mail that has nothing to do with outreach. */
export function unrelatedMail(): string {
  return [
    'From: Newsletter <news@shop.example>',
    'To: sam@sender.example',
    'Subject: Our spring sale',
    `Date: ${date}`,
    'Message-ID: <news-1@shop.example>',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Everything 20% off.',
    '',
  ].join('\r\n');
}
