import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { classify } from './classify.ts';

const ours = '<outreach-7@sender.example>';

function mail(headers: string[], body = 'Hello.') {
  return simpleParser([...headers, 'Content-Type: text/plain; charset=utf-8', '', body, ''].join('\r\n'));
}

describe('classify', () => {
  it.each([
    ['Auto-Submitted: auto-generated'],
    ['X-Autoreply: yes'],
    ['X-Autorespond: Out of office'],
    ['Precedence: bulk'],
    ['X-Auto-Response-Suppress: DR, OOF, AutoReply'],
    ['Subject: Abwesenheitsnotiz: Guest post idea'],
    ['Subject: Out of Office: Guest post idea'],
  ])('takes %s for an auto-reply', async (mark) => {
    const parsed = await mail(['From: dana@prospect.example', `References: <other@x.example> ${ours}`, mark]);
    expect(classify(parsed, [ours])).toMatchObject({ kind: 'auto_reply', answers: ours });
  });

  it('takes Auto-Submitted: no for a person', async () => {
    const parsed = await mail(['From: dana@prospect.example', `In-Reply-To: ${ours}`, 'Auto-Submitted: no']);
    expect(classify(parsed, [ours])).toMatchObject({ kind: 'reply', text: 'Hello.' });
  });

  it('ignores auto-replies and replies to mail that is not ours', async () => {
    const reply = await mail(['From: dana@prospect.example', 'In-Reply-To: <someone-else@x.example>']);
    const autoReply = await mail(['From: dana@prospect.example', 'Subject: Automatic reply: hi']);
    expect(classify(reply, [ours])).toEqual({ kind: 'unrelated' });
    expect(classify(autoReply, [ours])).toEqual({ kind: 'unrelated' });
  });

  it('reads a bounce without a delivery report from its sender, subject and quoted headers', async () => {
    const parsed = await mail(
      [
        'From: MAILER-DAEMON@mx.sender.example',
        'Subject: Delivery Status Notification (Failure)',
        'X-Failed-Recipients: gone@prospect.example',
      ],
      ['The address was not found: 550 5.1.1 no such user', '', '------ Original message ------', `Message-ID: ${ours}`].join('\r\n'),
    );
    expect(classify(parsed, [ours])).toEqual({
      kind: 'bounce',
      answers: ours,
      recipient: 'gone@prospect.example',
      status: '5.1.1',
      permanent: true,
    });
  });

  it('does not take a successful delivery report for a bounce', async () => {
    const parsed = await simpleParser(
      [
        'From: MAILER-DAEMON@mx.sender.example',
        'Subject: Successful Mail Delivery Report',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
        '',
        '--b',
        'Content-Type: message/delivery-status',
        '',
        'Final-Recipient: rfc822; dana@prospect.example',
        'Action: delivered',
        'Status: 2.0.0',
        '',
        '--b--',
        '',
      ].join('\r\n'),
    );
    expect(classify(parsed, [ours])).toEqual({ kind: 'unrelated' });
  });
});
