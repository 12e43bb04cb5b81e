import { areaRoles, fixed } from '../../../test/role-table';
import { apiKeyRows, publicApiRoutes } from './api-keys-roles';
import { webhookRows } from './webhooks-roles';
import { cataloguePublic, catalogueRows } from './catalogue-roles';

/** roles.test.ts's rows for the integrations' status (ADR 018). */
export const roles = areaRoles({
  rows: [
    { route: 'GET /api/integrations/status', expect: [200, 200, 200, 200, 401], call: fixed('/api/integrations/status') },
    ...apiKeyRows,
    ...webhookRows,
    ...catalogueRows,
  ],
  publicRoutes: { ...publicApiRoutes, ...cataloguePublic },
  queryIds: [
    ['GET', '/api/integrations?projectId=nope'],
    ['GET', '/api/integrations/publishing?contentId=nope'],
  ],
});
