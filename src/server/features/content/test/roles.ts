import { areaRoles, fixed, future, jobEnded, ok, ownersNew } from '../../../test/role-table';
import { until } from '../../../test/until';

const emailDraft = (title: string) => ({ type: 'email', title, body: { subject: title, content: 'Hi all', cta: 'Read' } });
const template = (name: string) => ({ name, type: 'blog', tone: 'friendly', structure: 'Intro\nSteps\nWrap-up', prompt: 'Keep it short.' });
const brandVoice = { tone: 'Warm', vocabulary: ['crumb'], avoid: ['cheap'], dos: [], donts: [], examples: [] };
const voicePath = (projectId: string) => `/api/content/voice/${projectId}`;
/** The first of the starter set: everyone's, so a stranger may duplicate it into their own workspace. */
const starterTemplateId = '00000000-0000-4000-8000-000000000001';

/**
 * roles.test.ts's rows for the Content Engine (ADR 018): writing and generating are edits; the library,
 * calendar and first ideas are reads.
 */
export const roles = areaRoles<{ content: string; bulk: string; contentTemplate: string }>({
  async seed(f) {
    const owner = f.clients.owner;
    const content = ok('content', await owner.post('/api/content', emailDraft('Opening hours')), 201);
    const bulk = ok('bulk', await owner.post('/api/content/bulk', { topics: ['Rye'], type: 'email' }), 202);
    // Ended before the rows, so the per-workspace job limit leaves room for theirs.
    await jobEnded(owner, `/api/content/bulk/${bulk.id}`);
    const kept = ok('template', await owner.post('/api/content/templates', template('Weekly how-to')), 201);
    return { content: content.id, bulk: bulk.id, contentTemplate: kept.id };
  },
  rows: [
    {
      route: 'POST /api/content/generate',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: '/api/content/generate', body: { topic: 'Rye bread', type: 'blog', projectId: f.ids.project } }),
    },
    {
      route: 'GET /api/content/ideas',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/content/ideas?projectId=${f.ids.project}` }),
    },
    {
      route: 'POST /api/content/ideas',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: '/api/content/ideas', body: { round: 1, projectId: f.ids.project } }),
    },
    {
      route: 'POST /api/content/insights',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/content/insights?projectId=${f.ids.project}` }),
    },
    {
      route: 'POST /api/content/bulk',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: '/api/content/bulk', body: { topics: ['Sourdough'], type: 'email', projectId: f.ids.project } }),
      after: async (_f, _caller, response, client) => jobEnded(client, `/api/content/bulk/${response.body.id}`),
    },
    { route: 'GET /api/content/templates', expect: [200, 200, 200, 200, 401], call: fixed('/api/content/templates') },
    {
      route: 'POST /api/content/templates',
      expect: [201, 201, 403, 201, 401],
      call: fixed('/api/content/templates', template('Listicle of mine')),
      after: async (_f, _caller, response, client) => void (await client.delete(`/api/content/templates/${response.body.id}`)),
    },
    {
      route: 'PUT /api/content/templates/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/content/templates/${f.ids.contentTemplate}`, body: template('Weekly how-to') }),
    },
    {
      route: 'POST /api/content/templates/:id/duplicate',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: `/api/content/templates/${starterTemplateId}/duplicate` }),
      after: async (_f, _caller, response, client) => void (await client.delete(`/api/content/templates/${response.body.id}`)),
    },
    {
      route: 'DELETE /api/content/templates/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/content/templates/${await ownersNew(f, '/api/content/templates', template('Short-lived'))}` }),
    },
    { route: 'GET /api/content/voice/:projectId', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: voicePath(f.ids.project) }) },
    {
      route: 'PUT /api/content/voice/:projectId',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: voicePath(f.ids.project), body: brandVoice }),
    },
    {
      route: 'POST /api/content/voice/:projectId/learn',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: `${voicePath(f.ids.project)}/learn`, body: { fromSite: false } }),
      // One learning at a time per workspace: the next caller's must find it ended.
      after: async (f, _caller, _response, client) =>
        void (await until(
          async () => (await client.get(voicePath(f.ids.project))).body?.learning?.status,
          (status) => status === 'done' || status === 'failed',
        )),
    },
    {
      route: 'POST /api/content/voice/:projectId/preview',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `${voicePath(f.ids.project)}/preview`, body: { topic: 'Rye bread', voice: brandVoice } }),
    },
    { route: 'GET /api/content/bulk/:id', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/content/bulk/${f.ids.bulk}` }) },
    { route: 'GET /api/content', expect: [200, 200, 200, 200, 401], call: fixed('/api/content') },
    { route: 'POST /api/content', expect: [201, 201, 403, 201, 401], call: fixed('/api/content', emailDraft('Weekend hours')) },
    {
      route: 'GET /api/content/calendar',
      expect: [200, 200, 200, 200, 401],
      call: () => ({ path: `/api/content/calendar?from=${new Date().toISOString()}&to=${future()}` }),
    },
    { route: 'GET /api/content/:id', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/content/${f.ids.content}` }) },
    {
      route: 'PUT /api/content/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/content/${f.ids.content}`, body: emailDraft('Opening hours') }),
    },
    {
      route: 'PATCH /api/content/:id/status',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/content/${f.ids.content}/status`, body: { status: 'draft' } }),
    },
    {
      route: 'PATCH /api/content/:id/schedule',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/content/${f.ids.content}/schedule`, body: { scheduledAt: future() } }),
    },
    {
      route: 'PATCH /api/content/:id/published-url',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({
        path: `/api/content/${f.ids.content}/published-url`,
        body: { publishedUrl: 'https://bakery.example/blog/opening-hours' },
      }),
    },
    {
      route: 'DELETE /api/content/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/content/${await ownersNew(f, '/api/content', emailDraft('Short-lived'))}` }),
    },
  ],
  queryIds: [
    ['GET', '/api/content/ideas?projectId=nope'],
    ['POST', '/api/content/insights?projectId=nope'],
  ],
});
