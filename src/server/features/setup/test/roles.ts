import type { TestClient, TestResponse } from '../../../test/harness';
import { areaRoles, fixed, jobEnded, ok, ownersNew, sendForm } from '../../../test/role-table';

/** Smart Setup's upload form with one text file. */
function uploadNotes(url: string, client: TestClient): Promise<TestResponse> {
  const form = new FormData();
  form.append('files', new Blob(['Sourdough and rye, baked daily.'], { type: 'text/plain' }), 'notes.txt');
  return sendForm(url, client, '/api/setup/uploads', form);
}

/** roles.test.ts's rows for Smart Setup (ADR 018). */
export const roles = areaRoles<{ analysis: string }>({
  seed: async (f) => ({
    analysis: ok('manual setup', await f.clients.owner.post('/api/setup/manual', { niche: 'Food', keywords: 'bread' }), 201).id,
  }),
  rows: [
    {
      route: 'POST /api/setup/analyses',
      expect: [202, 202, 403, 202, 401],
      // A loopback address is refused at once, so the analysis ends quickly (as failed) and leaves room.
      call: fixed('/api/setup/analyses', { url: 'http://127.0.0.1:9/' }),
      after: async (_f, _caller, response, client) => jobEnded(client, `/api/setup/analyses/${response.body.id}`),
    },
    {
      route: 'POST /api/setup/uploads',
      expect: [202, 202, 403, 202, 401],
      call: () => ({ path: '/api/setup/uploads', form: uploadNotes }),
      after: async (_f, _caller, response, client) => jobEnded(client, `/api/setup/analyses/${response.body.id}`),
    },
    { route: 'GET /api/setup/uploads', expect: [200, 200, 200, 200, 401], call: fixed('/api/setup/uploads') },
    {
      route: 'POST /api/setup/manual',
      expect: [201, 201, 403, 201, 401],
      call: fixed('/api/setup/manual', { niche: 'Food', keywords: 'rye' }),
    },
    {
      route: 'GET /api/setup/analyses/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/setup/analyses/${f.ids.analysis}` }),
    },
    {
      route: 'DELETE /api/setup/analyses/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/setup/analyses/${await ownersNew(f, '/api/setup/manual', { niche: 'Food', keywords: 'oats' })}` }),
    },
  ],
});
