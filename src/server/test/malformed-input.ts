import { httpRequest } from './http-request';
import type { TestClient } from './harness';

/**
 * Issue 30: nothing a caller sends may make a route answer 5xx. Each route's valid call is sent again
 * with one part spoiled at a time: each path parameter, each query value, each body field (two levels
 * deep), and the body as a whole.
 */
export interface ValidCall {
  /** The mounted route, as `METHOD /pattern/:param`. */
  route: string;
  /** The route's pattern filled in, with its query string. */
  path: string;
  body?: unknown;
  client: TestClient;
}

/**
 * Spoilt path segments and query values: NUL, overlong, bytes that are not UTF-8, other types, numbers
 * out of range, dot segments, spaces.
 */
const spoiltSegments = [
  '%00',
  'a'.repeat(10_000),
  '%C3%28',
  '%FF',
  '%ED%A0%80',
  '1',
  '%5B%5D',
  '%7B%7D',
  'null',
  '-1',
  '1e309',
  '%2E%2E',
  '%20',
  '%F0%9F%92%A9',
  '%25',
];

/** Values put in place of one field of a valid body. */
const spoiltValues: unknown[] = [
  null,
  1,
  true,
  [],
  {},
  '\u0000',
  'x'.repeat(10_000),
  '\uD800',
  ['\u0000'],
  -1,
  '',
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  nested(64),
];

/** Query parameters no route reads, added to a valid call: pollution, nesting, repeats, overlong. */
const junkQueries = [
  '%00=%00&&==&',
  '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bpolluted%5D=1',
  'a%5Bb%5D%5Bc%5D%5Bd%5D=1',
  `page=-1&page=2&limit=99999999999999999999&q=${'y'.repeat(8000)}`,
];

/** Content types a JSON body is sent under by mistake (the body itself valid). */
const wrongTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/xml',
];

/** A JSON object `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

const invalidUtf8 = Uint8Array.from([0xc3, 0x28, 0xff]);

type RawBody = string | Uint8Array<ArrayBuffer>;

/** Whole bodies that are not the JSON object a route reads. */
const spoiltBodies: RawBody[] = ['null', '1', '"text"', '[]', '[{}]', '{"a":', '{"\\u0000":1}', Uint8Array.from([0xff, 0xfe, 0x7b])];

interface Probe {
  method: string;
  path: string;
  body?: RawBody;
  client: TestClient;
  /** The body's content type when not JSON's. */
  type?: string;
  /** A Cookie header of its own (the client's session spoilt). */
  cookie?: string;
}

const anyId = '00000000-0000-4000-8000-000000000000';

/** Valid bodies for better-auth's endpoints (sign-in/request-bodies.ts); an endpoint missing here is sent `{}`. */
const authBodies: Record<string, unknown> = {
  '/api/auth/sign-in/email': { email: 'nobody@example.com', password: 'not-the-password-1', callbackURL: '/dashboard' },
  '/api/auth/sign-up/email': {
    email: 'somebody.new@example.com',
    password: 'battery-staple-9',
    name: 'Somebody',
    callbackURL: '/dashboard',
  },
  '/api/auth/update-user': { name: 'Ada' },
  '/api/auth/change-email': { newEmail: 'elsewhere@example.com' },
  '/api/auth/change-password': { currentPassword: 'not-the-password-1', newPassword: 'battery-staple-9' },
  '/api/auth/request-password-reset': { email: 'nobody@example.com' },
  '/api/auth/reset-password': { token: 'abcdefghijklmnopqrstuvwx', newPassword: 'battery-staple-9' },
  '/api/auth/two-factor/enable': { password: 'not-the-password-1' },
  '/api/auth/two-factor/verify-totp': { code: '123456' },
  '/api/auth/two-factor/verify-backup-code': { code: 'abcde-12345' },
  '/api/auth/two-factor/generate-backup-codes': { password: 'not-the-password-1', code: '123456' },
  '/api/auth/two-factor/disable': { password: 'not-the-password-1', code: '123456' },
};

/** Valid bodies for routes the role table leaves out (the admin's, the public ones). */
const madeUpBodies: Record<string, unknown> = {
  'PUT /api/admin/users/:userId/role': { role: 'user' },
  'PUT /api/admin/workspaces/:workspaceId/plan': { plan: 'starter' },
  'PUT /api/admin/api-keys/:name': { value: 'sk-test-123456' },
  'POST /api/event': {
    p: anyId,
    n: 'Signup',
    u: 'https://bakery.example/',
    r: null,
    w: 1280,
    m: { plan: 'pro' },
    $: { amount: 5, currency: 'EUR' },
  },
};

/** better-auth's endpoints read without a body that take a token. */
const authReads = [
  { route: 'GET /api/auth/reset-password/:token', path: '/api/auth/reset-password/abcdefghijklmnopqrstuvwx?callbackURL=%2Freset-password' },
  { route: 'GET /api/auth/verify-email', path: '/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2F' },
];

/**
 * A valid call for every mounted route: the table's when it has a row, else one made up (an unknown
 * id for each parameter, a wildcard standing for one more path segment, a body from `madeUpBodies`
 * or `{}`). better-auth's
 * endpoints (`authPaths`) come last, sent by `auth`, sign-out the very last as it ends that session.
 */
export async function validCalls(options: {
  routes: ReadonlyArray<{ method: string; path: string }>;
  tableCall: (route: string) => Promise<{ path: string; body?: unknown; as?: TestClient; form?: unknown } | undefined>;
  owner: TestClient;
  admin: TestClient;
  auth: TestClient;
  authPaths: readonly string[];
}): Promise<ValidCall[]> {
  const { owner, admin, auth } = options;
  const calls: ValidCall[] = [];
  const seen = new Set<string>();
  for (const { method, path } of options.routes) {
    const route = `${method} ${path}`;
    if (seen.has(route)) continue;
    seen.add(route);
    const fromTable = await options.tableCall(route);
    if (fromTable) {
      // A multipart upload's body is not JSON: only its path is spoilt.
      calls.push({ route, path: fromTable.path, body: fromTable.form ? undefined : fromTable.body, client: fromTable.as ?? owner });
      continue;
    }
    const client = path.startsWith('/api/admin/') ? admin : owner;
    const pattern = path.replace(/\*$/, ':rest');
    const made = { route: `${method === 'ALL' ? 'GET' : method} ${pattern}`, path: pattern.replace(/:[^/]+/g, anyId), client };
    calls.push(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { ...made, body: madeUpBodies[route] ?? {} } : made);
  }
  const endpoints = [...options.authPaths].sort((a, b) => Number(a.endsWith('/sign-out')) - Number(b.endsWith('/sign-out')));
  calls.push(...authReads.map((read) => ({ ...read, client: auth })));
  calls.push(
    ...endpoints.map((endpoint) => ({ route: `POST ${endpoint}`, path: endpoint, body: authBodies[endpoint] ?? {}, client: auth })),
  );
  return calls;
}

/** Every spoilt version of `call`. */
export function probesOf(call: ValidCall): Probe[] {
  const [method = '', pattern = ''] = call.route.split(' ');
  const [pathname = '', query] = call.path.split('?');
  const segments = pathname.split('/');
  const validBody = call.body === undefined ? undefined : JSON.stringify(call.body);
  const probes: Probe[] = [];
  const add = (path: string, body: RawBody | undefined = validBody, extra: Pick<Probe, 'type' | 'cookie'> = {}) =>
    probes.push({ method, path, body, client: call.client, ...extra });

  pattern.split('/').forEach((part, index) => {
    if (!part.startsWith(':')) return;
    for (const spoilt of spoiltSegments) add(withQuery(segments.map((segment, at) => (at === index ? spoilt : segment)).join('/'), query));
  });
  const pairs = query ? query.split('&') : [];
  pairs.forEach((_pair, index) => {
    for (const spoilt of spoiltSegments)
      add(withQuery(pathname, pairs.map((pair, at) => (at === index ? `${pair.split('=')[0]}=${spoilt}` : pair)).join('&')));
  });
  for (const junk of junkQueries) add(withQuery(pathname, query ? `${query}&${junk}` : junk));
  // The session cookie spoilt: each answers 401 (or the route's public answer), never 5xx.
  for (const cookie of spoiltCookies(call.client.cookies)) add(call.path, validBody, { cookie });
  if (call.body === undefined || method === 'GET') return probes;

  for (const type of wrongTypes) add(call.path, validBody, { type });
  for (const body of spoiltBodies) add(call.path, body);
  add(call.path, withInvalidUtf8(call.body));
  for (const at of fieldPaths(call.body)) {
    for (const spoilt of spoiltValues) add(call.path, JSON.stringify(replaced(call.body, at, spoilt)));
  }
  return probes;
}

/**
 * Sends every probe, a few at a time; answers each 5xx as `status METHOD path`. Probes of one
 * better-auth endpoint go one after another, in their order (sign-up's would otherwise race for one
 * e-mail address, which better-auth logs as an error), beside the others; sign-out's last of all.
 */
export async function serverErrors(url: string, probes: Probe[], concurrency = 8): Promise<string[]> {
  const failures: string[] = [];
  const lanes = new Map<string, Probe[]>();
  const tasks: Probe[][] = [];
  for (const probe of probes) {
    if (!probe.path.startsWith('/api/auth/')) {
      tasks.push([probe]);
      continue;
    }
    const lane = probe.path.split('?')[0]!;
    if (!lanes.has(lane)) {
      lanes.set(lane, []);
      tasks.unshift(lanes.get(lane)!);
    }
    lanes.get(lane)!.push(probe);
  }
  // Signing out ends the session the other endpoints' probes use: its lane goes last.
  const signOut = [...lanes].find(([lane]) => lane.endsWith('/sign-out'))?.[1];
  if (signOut) tasks.push(...tasks.splice(tasks.indexOf(signOut), 1));
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      for (const probe of tasks[next++]!) {
        const status = await send(url, probe);
        if (status >= 500) failures.push(`${status} ${probe.method} ${probe.path.slice(0, 120)} ${shown(probe.body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

/** Runs `work` and answers the server's error-level log lines written meanwhile (it runs in this process). */
export async function errorLogsDuring(work: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (text.includes('"level":"error"')) lines.push(text.slice(0, 500));
    return write(chunk, ...rest);
  }) as typeof process.stderr.write;
  try {
    await work();
  } finally {
    process.stderr.write = write;
  }
  return lines;
}

async function send(url: string, { method, path, body, client, type, cookie }: Probe): Promise<number> {
  const headers: Record<string, string> = { origin: url };
  const cookies = cookie ?? client.cookies;
  if (cookies) headers.cookie = cookies;
  if (body !== undefined) headers['content-type'] = type ?? 'application/json';
  return (await httpRequest(new URL(`${url}${path}`), { method, headers, body })).status;
}

/** The client's cookies with the session's value spoilt: emptied, cut short, doubled, not UTF-8. */
function spoiltCookies(cookies: string | undefined): string[] {
  const session = cookies?.split('; ').find((pair) => pair.includes('session_token='));
  if (!cookies || !session) return [];
  const [name = ''] = session.split('=');
  return [
    cookies.replace(session, `${name}=`),
    cookies.replace(session, session.slice(0, -10)),
    `${cookies}; ${name}=%00`,
    cookies.replace(session, `${name}=%C3%28%FF`),
  ];
}

const withQuery = (path: string, query: string | undefined) => (query ? `${path}?${query}` : path);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Paths to the fields of a body, two levels deep (an array's first item stands for the rest). */
function fieldPaths(body: unknown, depth = 0): Array<Array<string | number>> {
  if (!isObject(body) || depth > 1) return [];
  const keys: Array<string | number> = Array.isArray(body) ? (body.length > 0 ? [0] : []) : Object.keys(body);
  return keys.flatMap((key) => [
    [key],
    ...fieldPaths((body as Record<string | number, unknown>)[key], depth + 1).map((rest) => [key, ...rest]),
  ]);
}

function replaced(body: unknown, at: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[at[at.length - 1]!] = value;
  return copy;
}

/** The body with its first text field's value (or a new one) replaced by bytes that are not UTF-8. */
function withInvalidUtf8(body: unknown): Uint8Array<ArrayBuffer> {
  const marker = 'SPOILT-BYTES';
  const key =
    isObject(body) && !Array.isArray(body) ? (Object.keys(body).find((name) => typeof body[name] === 'string') ?? 'spoilt') : undefined;
  const json = key === undefined ? JSON.stringify([marker]) : JSON.stringify({ ...(body as object), [key]: marker });
  const [before = '', after = ''] = json.split(marker);
  return Buffer.concat([Buffer.from(before), invalidUtf8, Buffer.from(after)]);
}

function shown(body: RawBody | undefined): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body.slice(0, 120) : `<${body.length} raw bytes>`;
}
