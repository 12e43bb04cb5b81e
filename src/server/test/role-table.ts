import type { TestClient, TestResponse } from './harness';
import { type Caller, ok, type RoleFixture } from './role-fixture';
import { until } from './until';

/**
 * What an area's rows of roles.test.ts are made of (ADR 018). The core keeps the runner and its own
 * rows; each feature hands its rows, and the seed that makes the rows they act on, in
 * `features/<area>/test/roles.ts`, which the runner finds by itself: adding an area edits no core file.
 */

/** The status each caller must get, in the order Owner, Editor, Viewer, stranger, signed out. */
export type Statuses = readonly [owner: number, editor: number, viewer: number, stranger: number, signedOut: number];

/** One call of the table. */
export interface Call {
  path: string;
  body?: unknown;
  /** A multipart form (or another raw body) instead of JSON. */
  form?: (url: string, client: TestClient) => Promise<TestResponse>;
  /** Another client for this caller: one whose account or membership the call uses up. */
  as?: TestClient;
}

/** The ids of rows an area made: strings only, each one of this workspace's unless the area says otherwise. */
export type SeededIds = Record<string, string>;

/** One row: a mounted route (method and path pattern) and what each caller must get from it. */
export interface Row<Ids extends object = object> {
  route: string;
  expect: Statuses;
  call: (f: RoleFixture<Ids>, caller: Caller) => Call | Promise<Call>;
  /** Puts things back after a call that succeeded (2xx), so later rows meet the same workspace. */
  after?: (f: RoleFixture<Ids>, caller: Caller, response: TestResponse, client: TestClient) => Promise<void>;
}

/**
 * An area's part of the table, exported as `roles` from `features/<area>/test/roles.ts`.
 * `Ids`: what its seed returns (and, when it names areas in `after`, the ids those seeded, which
 * the rows find in `f.ids` too).
 */
export interface AreaRoles<Ids extends SeededIds = SeededIds> {
  /** Areas (folder names under features/) whose seeds must run before this one's, for their ids. */
  after?: readonly string[];
  /** Makes the rows this area's rows act on, as the Owner of the fixture's workspace; its ids join `f.ids`. */
  seed?: (f: RoleFixture) => Promise<Ids>;
  /** Seeded ids another workspace's member may be shown: a person's id is not a row of the workspace. */
  notPrivate?: readonly (keyof Ids & string)[];
  rows: readonly Row<Ids>[];
  /** Routes answered before the session guard, each with its own guard, and why they need no row. */
  publicRoutes?: Readonly<Record<string, string>>;
  /** Calls whose query names an id: each is sent with one that is no id at all (`nope`), which must answer 400 or 404. */
  queryIds?: readonly (readonly [method: string, path: string])[];
  /** Stops what the seed started (a fake network), after the file's last test. */
  close?: () => Promise<void>;
}

/** Declares an area's part of the table, typing its rows by what its seed returns. */
export const areaRoles = <Ids extends SeededIds = Record<never, string>>(roles: AreaRoles<Ids>): AreaRoles<Ids> => roles;

/** A week from now, for schedules. */
export const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
/** A call that is the same for every caller. */
export const fixed = (path: string, body?: unknown) => () => ({ path, body });
/** The caller's own workspace, to return to after a call that switched away from it. */
export const home = (f: RoleFixture, caller: Caller) => (caller === 'stranger' ? f.strangerWorkspaceId : f.workspaceId);
export const backHome = (f: RoleFixture, caller: Caller, _response: TestResponse, client: TestClient) =>
  f.switchBack(client, home(f, caller));

/** Throws unless `response` has `status`; returns its body. For seeds. */
export { ok };

/** A resource made by the Owner for this call alone, because the call deletes it. */
export const ownersNew = async (f: RoleFixture, path: string, body: unknown) =>
  ok(path, await f.clients.owner.post(path, body), 201).id as string;

/** Editors and Viewers leaving or deleting their account are fresh accounts of that role. */
export const freshFor = async (f: RoleFixture, caller: Caller) =>
  caller === 'editor' || caller === 'viewer'
    ? (await f.freshMember(caller)).client
    : caller === 'stranger'
      ? (await f.freshStranger()).client
      : undefined;

/** Sends a multipart form as the browser does. */
export async function sendForm(url: string, client: TestClient, path: string, form: FormData): Promise<TestResponse> {
  const headers: Record<string, string> = { origin: url };
  if (client.cookies) headers.cookie = client.cookies;
  const response = await fetch(new URL(path, url), { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Waits until a job the call started (an analysis, a bulk generation) has ended, so the next call finds room. */
export async function jobEnded(client: TestClient, path: string): Promise<void> {
  await until(
    async () => (await client.get(path)).body?.status,
    (status) => status === 'done' || status === 'failed',
  );
}

export async function send(url: string, method: string, call: Call, client: TestClient): Promise<TestResponse> {
  if (call.form) return call.form(url, client);
  switch (method) {
    case 'GET':
      return client.get(call.path);
    case 'POST':
      return client.post(call.path, call.body ?? {});
    case 'PUT':
      return client.put(call.path, call.body ?? {});
    case 'PATCH':
      return client.patch(call.path, call.body ?? {});
    case 'DELETE':
      return client.delete(call.path);
    default:
      throw new Error(`No way to send ${method}`);
  }
}
