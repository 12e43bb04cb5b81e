import { like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { invitationLimits, teamMessages } from '@/shared/team/team';
import { rateLimit } from '../../auth/schema';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { teamTestKit } from './team-test-kit';

const uplift = useTestServer();
const { mailsTo } = teamTestKit(uplift);

const invite = (owner: TestClient, email: string) => owner.post('/api/team/invitations', { email, role: 'viewer' });

/** Lets the hourly windows run out, as an hour's wait would; the daily ones keep counting. */
async function anHourLater() {
  await uplift.server.db
    .update(rateLimit)
    .set({ lastRequest: Date.now() - 3_600_001 })
    .where(like(rateLimit.key, 'uplift:invitations-%-hour:%'));
}

describe('invitation mails are limited (issue 30)', () => {
  test('per address, whichever workspace sends them, an hour and a day', async () => {
    const owner = await uplift.member('limit.owner@uplift.test', 'enterprise');
    const other = await uplift.member('limit.other@uplift.test', 'enterprise');
    const email = 'Spammed@uplift.test';
    const sent = await invite(owner, email);
    expect(sent.status).toBe(201);
    for (let resend = 1; resend < invitationLimits.perAddress.hour; resend++) {
      expect((await owner.post(`/api/team/invitations/${sent.body.id}/resend`)).status).toBe(200);
    }
    const resent = await owner.post(`/api/team/invitations/${sent.body.id}/resend`);
    expect(resent.status).toBe(429);
    expect(resent.body.error).toEqual({ code: 'TOO_MANY_INVITATIONS', message: teamMessages.tooManyInvitationsTo(email) });
    expect((await invite(other, 'spammed@UPLIFT.test')).status).toBe(429);
    expect(await mailsTo(email)).toHaveLength(invitationLimits.perAddress.hour);
    expect((await invite(owner, 'someone.else@uplift.test')).status).toBe(201);

    await anHourLater();
    const leftToday = invitationLimits.perAddress.day - invitationLimits.perAddress.hour;
    for (let again = 0; again < leftToday; again++) expect((await invite(other, email)).status).toBe(201);
    await anHourLater();
    expect((await invite(other, email)).body.error.message).toBe(teamMessages.tooManyInvitationsTo(email));
    expect(await mailsTo(email)).toHaveLength(invitationLimits.perAddress.day);
  });

  test('per workspace, an hour and a day', async () => {
    const owner = await uplift.member('busy.owner@uplift.test', 'enterprise');
    let sentCount = 0;
    const inviteNext = () => invite(owner, `colleague-${++sentCount}@uplift.test`);
    for (let index = 0; index < invitationLimits.perWorkspace.hour; index++) expect((await inviteNext()).status).toBe(201);
    const refused = await inviteNext();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_INVITATIONS', message: teamMessages.tooManyInvitations });
    expect(await mailsTo(`colleague-${sentCount}@uplift.test`)).toEqual([]);
    // Another workspace is not held back.
    expect((await invite(await uplift.member('calm.owner@uplift.test', 'enterprise'), 'calm.guest@uplift.test')).status).toBe(201);

    // The next hours give what is left of the day's allowance, then no more.
    let leftToday = invitationLimits.perWorkspace.day - invitationLimits.perWorkspace.hour;
    while (leftToday > 0) {
      await anHourLater();
      const batch = Math.min(invitationLimits.perWorkspace.hour, leftToday);
      for (let index = 0; index < batch; index++) expect((await inviteNext()).status).toBe(201);
      leftToday -= batch;
    }
    await anHourLater();
    expect((await inviteNext()).body.error.message).toBe(teamMessages.tooManyInvitations);
    const { invitations } = (await owner.get('/api/team')).body as { invitations: unknown[] };
    expect(invitations).toHaveLength(invitationLimits.perWorkspace.day);
  });
});
