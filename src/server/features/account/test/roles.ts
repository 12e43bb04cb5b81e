import sharp from 'sharp';
import { type TestClient, type TestResponse, testPassword } from '../../../test/harness';
import type { RoleFixture } from '../../../test/role-fixture';
import { areaRoles, fixed, freshFor, ok, sendForm } from '../../../test/role-table';

/** A small PNG as the profile photo form sends it. */
async function uploadPhoto(url: string, client: TestClient): Promise<TestResponse> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c05028' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return sendForm(url, client, '/api/account/photo', form);
}

/** A second session of `email`'s, for its owner to end. */
async function secondSession(f: RoleFixture, email: string): Promise<string> {
  const client = f.server.client();
  await client.signIn(email, testPassword);
  const sessions = (await client.get('/api/account/sessions')).body.sessions as { id: string; current: boolean }[];
  const id = sessions.find((session) => session.current)?.id;
  if (!id) throw new Error(`No second session for ${email}`);
  return id;
}

/** roles.test.ts's rows for the account (ADR 018): the user's own, whatever their role. */
export const roles = areaRoles({
  async seed(f) {
    ok('photo', await uploadPhoto(f.server.url, f.clients.owner), 200);
    return {};
  },
  rows: [
    { route: 'GET /api/account/sessions', expect: [200, 200, 200, 200, 401], call: fixed('/api/account/sessions') },
    {
      route: 'DELETE /api/account/sessions/:id',
      expect: [200, 200, 200, 200, 401],
      call: async (f, caller) => ({
        path: `/api/account/sessions/${await secondSession(f, f.emails[caller === 'signedOut' ? 'owner' : caller])}`,
      }),
    },
    {
      route: 'POST /api/account/photo',
      expect: [200, 200, 200, 200, 401],
      call: () => ({ path: '/api/account/photo', form: uploadPhoto }),
    },
    // Photos show to the people who share a workspace with their owner.
    {
      route: 'GET /api/account/photos/:userId',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/account/photos/${f.userIds.owner}` }),
    },
    {
      route: 'DELETE /api/account/photo',
      expect: [200, 200, 200, 200, 401],
      call: fixed('/api/account/photo'),
      // The Owner's photo is shown again to the rows after this one.
      after: async (f, caller) => {
        if (caller === 'owner') await uploadPhoto(f.server.url, f.clients.owner);
      },
    },
    { route: 'GET /api/account/export', expect: [200, 200, 200, 200, 401], call: fixed('/api/account/export?format=json') },
    // The request's workspace, for its Owner; the stranger exports their own.
    { route: 'GET /api/account/workspace-export', expect: [200, 403, 403, 200, 401], call: fixed('/api/account/workspace-export') },
    // The Owner must hand the workspace over first; anyone else deletes their own account.
    {
      route: 'POST /api/account/delete',
      expect: [409, 200, 200, 200, 401],
      call: async (f, caller) => ({ path: '/api/account/delete', body: { password: testPassword }, as: await freshFor(f, caller) }),
    },
  ],
});
