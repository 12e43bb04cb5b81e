import { type Row, fixed, ownersNew } from '../../../test/role-table';
import { v1Operations } from '../public-api/operations';

/** roles.test.ts's rows for the workspace's API keys (ADR 018, ADR 027); roles.ts joins them. */
export const apiKeyRows: Row[] = [
  { route: 'GET /api/integrations/api-keys', expect: [200, 200, 200, 200, 401], call: fixed('/api/integrations/api-keys') },
  {
    route: 'POST /api/integrations/api-keys',
    expect: [201, 201, 403, 201, 401],
    call: fixed('/api/integrations/api-keys', { name: 'Zapier', scopes: ['read'] }),
  },
  // The Owner's key: an Editor revokes only their own.
  {
    route: 'DELETE /api/integrations/api-keys/:id',
    expect: [204, 403, 403, 404, 401],
    call: async (f) => ({
      path: `/api/integrations/api-keys/${await ownersNew(f, '/api/integrations/api-keys', { name: 'Make', scopes: ['read', 'write'] })}`,
    }),
  },
];

const keyGuarded = 'the public API: a workspace API key (Bearer) decides who acts, and the internal route it calls has its row here';

/** /api/v1 answers before the session guard: a key, not a session, opens it (api-keys.test.ts and public-api.test.ts). */
export const publicApiRoutes: Record<string, string> = {
  'ALL /api/v1/*': 'the key and rate-limit check in front of every operation',
  'GET /api/v1/openapi.json': 'the API’s OpenAPI document; it names no workspace',
  'GET /api/v1/docs': 'the API’s reference page, rendered from that document',
  'POST /api/v1/mcp': 'the same operations as MCP tools, behind the same key',
  ...Object.fromEntries(
    v1Operations.map(({ method, route }) => [`${method} /api/v1${route.path.replace(/\{(\w+)\}/g, ':$1')}`, keyGuarded]),
  ),
};
