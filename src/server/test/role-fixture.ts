import { desc, sql } from 'drizzle-orm';
import type { PlanId } from '@/shared/plans';
import { mailOutbox } from '../mail/schema';
import { notifications } from '../notifications/schema';
import { workspaceMembers } from '../tenancy/schema';
import { startFakeStripe } from './fake-stripe';
import type { TestClient, TestResponse, TestServer } from './harness';
import type { TestServerWithAdmin } from './use-test-server';

/** The five callers of roles.test.ts's table. */
export const callers = ['owner', 'editor', 'viewer', 'stranger', 'signedOut'] as const;
export type Caller = (typeof callers)[number];
export type MemberRole = 'editor' | 'viewer';

/** The rows the core's fixture makes. */
export interface CoreIds {
  project: string;
  notification: string;
}

/**
 * One workspace with an Owner, an Editor and a Viewer, a stranger with a workspace of their own, and
 * real rows: the core's (a project, a notice) and, in `ids` too, those each area's seed made
 * (`Ids`: the ones an area's rows name).
 */
export interface RoleFixture<Ids extends object = object> {
  /** The running server: its address, its database and new clients. */
  server: TestServer;
  clients: Record<Caller, TestClient>;
  emails: Record<Exclude<Caller, 'signedOut'>, string>;
  userIds: Record<Exclude<Caller, 'signedOut'>, string>;
  workspaceId: string;
  strangerWorkspaceId: string;
  professionalPriceId: string;
  ids: CoreIds & Ids;
  /** Every id of the workspace's rows: none may appear in what another workspace's member is answered. */
  privateIds(): string[];
  /** A new account joined to the workspace with `role` and working in it. */
  freshMember(role: MemberRole): Promise<{ client: TestClient; email: string; userId: string }>;
  /** A new account with a workspace of its own, standing in for the stranger where a call uses them up. */
  freshStranger(plan?: PlanId): Promise<{ client: TestClient; email: string; userId: string }>;
  /** The newest invitation link's token sent to `email`. */
  invitationToken(email: string): Promise<string>;
  /** Makes `client` work in `workspaceId` again (after a call that switched it away). */
  switchBack(client: TestClient, workspaceId: string): Promise<void>;
}

/** Throws unless `response` has `status`; returns its body. */
export function ok(label: string, response: TestResponse, status: number) {
  if (response.status !== status) throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

let counter = 0;
/** A unique address for the accounts and invitations a call uses up. */
export const uniqueEmail = (label: string) => `${label}-${++counter}@roles.test`;

export const stripeEnv = async () => {
  const stripe = await startFakeStripe();
  const product = stripe.addProduct({ name: 'Professional' });
  const price = stripe.addPrice({ product: product.id, unitAmount: 5900, interval: 'month', plan: 'professional' });
  return { stripe, priceId: price.id as string };
};

/**
 * The core's part: the people, both workspaces on Enterprise, Stripe's catalogue, a project and a
 * notice. `privateIds` reads `ids` when called, so it counts the ids the areas' seeds add there;
 * `notPrivate` names those that are no row of the workspace. The runner adds the areas' ids to this
 * very `ids` object.
 */
export async function buildRoleFixture(
  uplift: TestServerWithAdmin,
  professionalPriceId: string,
  notPrivate: ReadonlySet<string> = new Set(),
): Promise<RoleFixture> {
  const { server } = uplift;
  ok('import the catalogue', await uplift.admin.post('/api/admin/billing/import'), 200);

  const owner = await uplift.member('owner@roles.test', 'enterprise');
  const me = (await owner.get('/api/me')).body;
  const workspaceId: string = me.workspace.id;
  const stranger = await uplift.member('stranger@roles.test', 'enterprise');
  const strangerMe = (await stranger.get('/api/me')).body;

  async function switchBack(client: TestClient, id: string) {
    ok('switch back', await client.post('/api/workspaces/current', { workspaceId: id }), 200);
  }
  async function join(client: TestClient, role: MemberRole) {
    const userId: string = (await client.get('/api/me')).body.id;
    await server.db.insert(workspaceMembers).values({ workspaceId, userId, role });
    await switchBack(client, workspaceId);
    return userId;
  }
  async function freshMember(role: MemberRole) {
    const email = uniqueEmail(role);
    const client = await server.signedUpClient(email);
    return { client, email, userId: await join(client, role) };
  }
  async function freshStranger(plan?: PlanId) {
    const email = uniqueEmail('stranger');
    const client = await uplift.member(email, plan);
    return { client, email, userId: (await client.get('/api/me')).body.id as string };
  }
  async function invitationToken(email: string) {
    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail && /\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No invitation link in the mail to ${email}`);
    return token;
  }

  const editor = await server.signedUpClient('editor@roles.test');
  const viewer = await server.signedUpClient('viewer@roles.test');
  const editorId = await join(editor, 'editor');
  const viewerId = await join(viewer, 'viewer');

  const project = ok('project', await owner.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example', niche: 'Food' }), 201);
  const [notification] = await server.db
    .insert(notifications)
    .values({ workspaceId, userId: me.id, title: 'Hello', body: 'A notice for the owner only' })
    .returning({ id: notifications.id });

  const ids: CoreIds = { project: project.id, notification: notification!.id };
  return {
    server,
    clients: { owner, editor, viewer, stranger, signedOut: server.client() },
    emails: { owner: 'owner@roles.test', editor: 'editor@roles.test', viewer: 'viewer@roles.test', stranger: 'stranger@roles.test' },
    userIds: { owner: me.id, editor: editorId, viewer: viewerId, stranger: strangerMe.id },
    workspaceId,
    strangerWorkspaceId: strangerMe.workspace.id,
    professionalPriceId,
    ids,
    privateIds: () => [workspaceId, ...Object.entries(ids).flatMap(([name, id]) => (notPrivate.has(name) ? [] : [id]))],
    freshMember,
    freshStranger,
    invitationToken,
    switchBack,
  };
}
