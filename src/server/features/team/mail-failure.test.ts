import { describe, expect, test } from 'vitest';
import { teamMessages } from '@/shared/team/team';
import { useTestServer } from '../../test/use-test-server';

// An SMTP server that does not answer: the invitation is kept, and the owner is told to resend it.
const uplift = useTestServer({ SMTP_URL: 'smtp://127.0.0.1:9/?connectionTimeout=500&greetingTimeout=500' });

describe('when the e-mail cannot be sent', () => {
  test('the invitation stays Pending and the answer says so, not 500', async () => {
    const owner = await uplift.member('mailless@uplift.test', 'professional');
    const refused = await owner.post('/api/team/invitations', { email: 'unreached@uplift.test', role: 'viewer' });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({ code: 'MAIL_NOT_SENT', message: teamMessages.mailNotSent });
    const { invitations } = (await owner.get('/api/team')).body;
    expect(invitations).toEqual([expect.objectContaining({ email: 'unreached@uplift.test', status: 'Pending' })]);
    expect((await owner.post(`/api/team/invitations/${invitations[0].id}/resend`)).status).toBe(502);
  });
});
