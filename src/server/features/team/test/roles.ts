import { expect } from 'vitest';
import { uniqueEmail } from '../../../test/role-fixture';
import { areaRoles, backHome, fixed, freshFor, ok, ownersNew } from '../../../test/role-table';

/** roles.test.ts's rows for the team (ADR 018): the Owner's to manage; members read it, leave it and join others. */
export const roles = areaRoles<{ invitation: string; invitationToken: string; target: string }>({
  async seed(f) {
    const target = await f.freshMember('viewer');
    const invitee = uniqueEmail('invitee');
    const invitation = ok('invitation', await f.clients.owner.post('/api/team/invitations', { email: invitee, role: 'viewer' }), 201);
    return { invitation: invitation.id, invitationToken: await f.invitationToken(invitee), target: target.userId };
  },
  // The member whose role the Owner changes is a person, not a row of the workspace.
  notPrivate: ['target'],
  rows: [
    { route: 'GET /api/team', expect: [200, 200, 200, 200, 401], call: fixed('/api/team') },
    {
      route: 'POST /api/team/invitations',
      expect: [201, 403, 403, 201, 401],
      call: () => ({ path: '/api/team/invitations', body: { email: uniqueEmail('invited'), role: 'viewer' } }),
    },
    {
      route: 'POST /api/team/invitations/:id/resend',
      expect: [200, 403, 403, 404, 401],
      call: (f) => ({ path: `/api/team/invitations/${f.ids.invitation}/resend` }),
    },
    {
      route: 'DELETE /api/team/invitations/:id',
      expect: [204, 403, 403, 404, 401],
      call: async (f) => ({
        path: `/api/team/invitations/${await ownersNew(f, '/api/team/invitations', { email: uniqueEmail('revoked'), role: 'viewer' })}`,
      }),
    },
    {
      route: 'PATCH /api/team/members/:userId',
      expect: [200, 403, 403, 404, 401],
      call: (f) => ({ path: `/api/team/members/${f.ids.target}`, body: { role: 'viewer' } }),
    },
    {
      route: 'DELETE /api/team/members/:userId',
      expect: [204, 403, 403, 404, 401],
      call: async (f) => ({ path: `/api/team/members/${(await f.freshMember('viewer')).userId}` }),
    },
    // The Owner must transfer first; the stranger owns the only workspace they have.
    {
      route: 'POST /api/team/leave',
      expect: [409, 200, 200, 409, 401],
      call: async (f, caller) => ({ path: '/api/team/leave', as: caller === 'stranger' ? undefined : await freshFor(f, caller) }),
    },
    {
      route: 'POST /api/team/transfer',
      expect: [200, 403, 403, 404, 401],
      call: (f) => ({ path: '/api/team/transfer', body: { userId: f.userIds.editor } }),
      // The Editor, now Owner, hands it back.
      after: async (f, caller) => {
        if (caller !== 'owner') return;
        const back = await f.clients.editor.post('/api/team/transfer', { userId: f.userIds.owner });
        expect(back.status).toBe(200);
      },
    },
    // Accepting an invitation to another workspace is the invitee's own act, whatever their role here.
    {
      route: 'POST /api/invitations/:token/accept',
      expect: [200, 200, 200, 200, 401],
      call: async (f, caller) => {
        // The Owner of a third workspace invites the caller (signed out: someone who has no account yet).
        const email = caller === 'signedOut' ? uniqueEmail('nobody') : f.emails[caller];
        const host = await f.freshStranger('professional');
        const sent = await host.client.post('/api/team/invitations', { email, role: 'viewer' });
        if (sent.status !== 201) throw new Error(`invite ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
        return { path: `/api/invitations/${await f.invitationToken(email)}/accept` };
      },
      after: backHome,
    },
  ],
  publicRoutes: {
    'GET /api/invitations/:token':
      'the invitation page before sign-in: the signed token is the credential, looked up a few times a minute per address',
  },
});
