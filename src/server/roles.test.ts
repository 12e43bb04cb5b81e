import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeStripe } from './test/fake-stripe';
import { buildRoleFixture, callers, type RoleFixture, stripeEnv } from './test/role-fixture';
import { type AreaRoles, backHome, fixed, home, ownersNew, type Row, type SeededIds, send, sendForm } from './test/role-table';
import type { TestClient } from './test/harness';
import { useTestServer } from './test/use-test-server';
import { errorLogsDuring, probesOf, serverErrors, validCalls } from './test/malformed-input';
import { authRequestBodies } from './sign-in/request-bodies';

/**
 * Every role against every route (issue 14, ADR 018). One row per mounted route: the status each
 * caller must get, in the order Owner, Editor, Viewer, a member of another workspace (the stranger,
 * acting on this workspace's ids), signed out. A route mounted without a row fails the coverage test.
 *
 * The core's rows are below; each feature's are in `features/<area>/test/roles.ts`, with the seed
 * that makes the rows they act on (test/role-table.ts says what such a file holds). This file finds
 * them itself, so a new area adds its file and edits nothing here.
 *
 * The rules the rows follow:
 * - Viewers read; every write to the workspace's data answers them 403 READ_ONLY.
 * - Editors create and edit; billing's writes, the team's management and deleting the workspace
 *   answer them 403 OWNER_ONLY.
 * - The user's own things (account, sessions, photo, notices, preferences, switching, leaving,
 *   accepting an invitation, their own Sample workspace) are every role's.
 * - Another workspace's ids answer 404, in the path, the query or the body alike: a route that takes
 *   an optional id is called with one, so the stranger names this workspace's. Routes without an id act
 *   on the caller's own workspace, and nothing of this workspace ever shows in what the stranger is answered.
 * - Signed out: 401.
 */

/** A one-pixel PNG as the Branding tab uploads a logo. */
const sendLogo = (url: string, client: TestClient) => {
  const form = new FormData();
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  form.append('logo', new Blob([new Uint8Array(pixel)], { type: 'image/png' }), 'logo.png');
  return sendForm(url, client, '/api/branding/logo', form);
};

/** The core's rows: workspaces (the Sample workspace too), events, notices, projects and white label. */
const coreRows: Row[] = [
  { route: 'GET /api/workspaces', expect: [200, 200, 200, 200, 401], call: fixed('/api/workspaces') },
  {
    route: 'POST /api/workspaces/current',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: '/api/workspaces/current', body: { workspaceId: f.workspaceId } }),
  },
  { route: 'GET /api/events', expect: [200, 200, 200, 200, 401], call: fixed('/api/events?limit=10') },
  { route: 'POST /api/events/visits', expect: [200, 200, 200, 200, 401], call: fixed('/api/events/visits', { screen: 'settings' }) },
  { route: 'GET /api/notifications', expect: [200, 200, 200, 200, 401], call: fixed('/api/notifications') },
  { route: 'GET /api/notifications/preferences', expect: [200, 200, 200, 200, 401], call: fixed('/api/notifications/preferences') },
  {
    route: 'PUT /api/notifications/preferences',
    expect: [200, 200, 200, 200, 401],
    call: fixed('/api/notifications/preferences', { kind: 'account', inApp: true, email: true }),
  },
  { route: 'POST /api/notifications/read-all', expect: [200, 200, 200, 200, 401], call: fixed('/api/notifications/read-all') },
  // A notice is its recipient's: the Owner's is nobody else's to mark.
  {
    route: 'POST /api/notifications/:id/read',
    expect: [200, 404, 404, 404, 401],
    call: (f) => ({ path: `/api/notifications/${f.ids.notification}/read` }),
  },
  { route: 'GET /api/projects', expect: [200, 200, 200, 200, 401], call: fixed('/api/projects') },
  { route: 'POST /api/projects', expect: [201, 201, 403, 201, 401], call: fixed('/api/projects', { name: 'Another site' }) },
  {
    route: 'PUT /api/projects/:id',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/projects/${f.ids.project}`, body: { name: 'Bakery', niche: 'Food' } }),
  },
  {
    route: 'DELETE /api/projects/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `/api/projects/${await ownersNew(f, '/api/projects', { name: 'Short-lived' })}` }),
  },
  // White label (ADR 040): every member reads the Branding tab; Editors and Owners change it (the fixture is on Enterprise).
  { route: 'GET /api/branding', expect: [200, 200, 200, 200, 401], call: fixed('/api/branding') },
  {
    route: 'PUT /api/branding',
    expect: [200, 200, 403, 200, 401],
    call: fixed('/api/branding', { displayName: 'Bakery', primaryColor: '#0f766e', accentColor: '#7c2d12', footerText: '' }),
  },
  { route: 'POST /api/branding/logo', expect: [200, 200, 403, 200, 401], call: () => ({ path: '/api/branding/logo', form: sendLogo }) },
  { route: 'DELETE /api/branding/logo', expect: [200, 200, 403, 200, 401], call: fixed('/api/branding/logo') },
  // The Sample workspace is the user's own, whatever their role.
  { route: 'POST /api/workspaces/sample', expect: [201, 201, 201, 201, 401], call: fixed('/api/workspaces/sample'), after: backHome },
  // Only a Sample workspace can be deleted, and only by its owner; an Editor may not even try on the team's.
  { route: 'DELETE /api/workspaces/:id', expect: [409, 403, 403, 404, 401], call: (f) => ({ path: `/api/workspaces/${f.workspaceId}` }) },
  {
    route: 'DELETE /api/workspaces/:id',
    expect: [204, 204, 204, 204, 401],
    call: async (f, caller) => {
      const client = f.clients[caller === 'signedOut' ? 'owner' : caller];
      const sample = await client.post('/api/workspaces/sample');
      await f.switchBack(client, home(f, caller === 'signedOut' ? 'owner' : caller));
      return { path: `/api/workspaces/${sample.body.workspace.id}` };
    },
  },
];

/**
 * Each feature's part of the table (`features/<area>/test/roles.ts`), found by Vite's glob rather than
 * listed, in the order their seeds run and their rows follow the core's: by folder name, except that an
 * area runs after the areas it names in `after`.
 */
const areas = inSeedOrder(
  Object.entries(import.meta.glob<AreaRoles>('./features/*/test/roles.ts', { eager: true, import: 'roles' })).map(([path, roles]) => ({
    name: path.split('/')[2]!,
    roles,
  })),
);

function inSeedOrder(found: Array<{ name: string; roles: AreaRoles }>): Array<{ name: string; roles: AreaRoles }> {
  const byName = new Map([...found].sort((a, b) => a.name.localeCompare(b.name)).map((area) => [area.name, area]));
  const ordered: Array<{ name: string; roles: AreaRoles }> = [];
  const visit = (name: string, path: readonly string[]) => {
    const area = byName.get(name);
    if (!area) throw new Error(`${path.at(-1)}'s roles run after ${name}, which has no features/${name}/test/roles.ts`);
    if (ordered.includes(area)) return;
    if (path.includes(name)) throw new Error(`The roles' seeds run after each other in a circle: ${[...path, name].join(' → ')}`);
    for (const before of area.roles.after ?? []) visit(before, [...path, name]);
    ordered.push(area);
  };
  for (const name of byName.keys()) visit(name, []);
  return ordered;
}

const table: Row<SeededIds>[] = [...coreRows, ...areas.flatMap(({ roles }) => roles.rows)];

/** Answered before the session guard, each with its own guard. */
const publicRoutes: Record<string, string> = {
  'ALL /api/auth/*': 'better-auth’s sign-up, sign-in and session endpoints, with the bodies sign-in/request-bodies.ts allows',
  ...Object.assign({}, ...areas.map(({ roles }) => roles.publicRoutes ?? {})),
};
/** The app's own middleware (same origin, session and admin guards) and its 404 for unknown /api paths. */
const isMiddleware = (method: string, path: string) => method === 'ALL' && (path === '/api/*' || path === '/api/admin/*');
/** Admins only, whatever their role in a workspace: the admin guard answers the rest, checked below for every admin route. */
const isAdminRoute = (path: string) => path.startsWith('/api/admin/');

let stripe: FakeStripe | undefined;
let professionalPriceId = '';
const stripeVars: Record<string, string> = {};
// Registered before useTestServer's own hook, so the server starts with the fake Stripe's address.
beforeAll(async () => {
  const ready = await stripeEnv();
  stripe = ready.stripe;
  professionalPriceId = ready.priceId;
  Object.assign(stripeVars, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
});
const uplift = useTestServer(stripeVars, { guardedApi: { allowLoopbackForTests: true } });
let f: RoleFixture<SeededIds>;

// The core's fixture, then each area's seed in turn, whose ids join the fixture's.
beforeAll(async () => {
  const notPrivate = new Set(areas.flatMap(({ roles }) => roles.notPrivate ?? []));
  f = (await buildRoleFixture(uplift, professionalPriceId, notPrivate)) as RoleFixture<SeededIds>;
  for (const { name, roles } of areas) {
    const seeded = (await roles.seed?.(f)) ?? {};
    const taken = Object.keys(seeded).filter((id) => id in f.ids);
    if (taken.length > 0) throw new Error(`${name}'s seed names ids another area's did: ${taken.join(', ')}`);
    Object.assign(f.ids, seeded);
  }
}, 120_000);

afterAll(async () => {
  await stripe?.close();
  for (const { roles } of areas) await roles.close?.();
});

describe('every role against every route', () => {
  test('the table has a row for every mounted route, and no row for a route that is gone', () => {
    const mounted = new Set(
      uplift.server.routes
        .filter(({ method, path }) => path.startsWith('/api/') && !isMiddleware(method, path) && !isAdminRoute(path))
        .map(({ method, path }) => `${method} ${path}`),
    );
    const listed = new Set(table.map((row) => row.route));
    const missing = [...mounted].filter((route) => !listed.has(route) && !(route in publicRoutes));
    expect(missing, "Add a row for each new route: the core's here, a feature's in features/<area>/test/roles.ts (ADR 018)").toEqual([]);
    expect([...listed].filter((route) => !mounted.has(route))).toEqual([]);
    expect(Object.keys(publicRoutes).filter((route) => !mounted.has(route))).toEqual([]);
  });

  for (const row of table) {
    test(`${row.route} answers ${row.expect.join(' / ')}`, async () => {
      const [method = ''] = row.route.split(' ');
      const got: Record<string, number> = {};
      for (const caller of callers) {
        const call = await row.call(f, caller);
        const client = call.as ?? f.clients[caller];
        const response = await send(uplift.server.url, method, call, client);
        got[caller] = response.status;
        // An Editor is refused only what is the Owner's; a Viewer either.
        if (response.status === 403) {
          const codes = caller === 'editor' ? ['OWNER_ONLY'] : ['READ_ONLY', 'OWNER_ONLY'];
          expect(codes, `${row.route} as ${caller}`).toContain(response.body?.error?.code);
        }
        if (response.status >= 500) throw new Error(`${row.route} as ${caller}: ${response.status} ${JSON.stringify(response.body)}`);
        if (caller === 'stranger') {
          const answered = JSON.stringify(response.body ?? '');
          for (const id of f.privateIds()) expect(answered, `${row.route} showed the stranger ${id}`).not.toContain(id);
        }
        if (response.status < 300) await row.after?.(f, caller, response, client);
      }
      expect(got).toEqual(Object.fromEntries(callers.map((caller, index) => [caller, row.expect[index]])));
    }, 60_000);
  }

  test('an id in the query that is no id at all answers 400 or 404, never a page filtered by nothing', async () => {
    const calls = areas.flatMap(({ roles }) => roles.queryIds ?? []);
    expect(calls.length).toBeGreaterThan(0);
    for (const [method, path] of calls) {
      const { status } = await send(uplift.server.url, method, { path }, f.clients.owner);
      expect({ path, refused: status === 400 || status === 404 }).toEqual({ path, refused: true });
    }
  });

  test('the admin routes answer 403 to every workspace role and 401 signed out', async () => {
    const adminRoutes = uplift.server.routes.filter(({ method, path }) => method !== 'ALL' && isAdminRoute(path));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const anyId = '00000000-0000-4000-8000-000000000000';
    for (const { method, path } of adminRoutes) {
      const concrete = path.replace(/:[^/]+/g, anyId);
      const got = Object.fromEntries(
        await Promise.all(
          callers.map(async (caller) => [
            caller,
            (await send(uplift.server.url, method, { path: concrete, body: {} }, f.clients[caller])).status,
          ]),
        ),
      );
      expect({ route: `${method} ${path}`, ...got }).toEqual({
        route: `${method} ${path}`,
        owner: 403,
        editor: 403,
        viewer: 403,
        stranger: 403,
        signedOut: 401,
      });
    }
  });

  // Issue 30: every mounted route, each of its parameters and body fields spoilt in turn, as the Owner;
  // issue 38: with junk query parameters, wrong content types and a spoilt session cookie too.
  test('no malformed parameter or body makes a route answer 5xx or log an error', async () => {
    const calls = await validCalls({
      routes: uplift.server.routes,
      tableCall: async (route) => table.find((row) => row.route === route)?.call(f, 'owner'),
      owner: f.clients.owner,
      admin: uplift.admin,
      auth: (await f.freshStranger()).client,
      authPaths: Object.keys(authRequestBodies),
    });
    let failures: string[] = [];
    const logged = await errorLogsDuring(async () => {
      const probes = calls.flatMap(probesOf);
      // Issue 38: at least 10,000 malformed requests over the mounted routes.
      expect(probes.length).toBeGreaterThanOrEqual(10_000);
      failures = await serverErrors(uplift.server.url, probes);
    });
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
  }, 300_000);
});
