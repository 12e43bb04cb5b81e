import { afterAll, beforeAll } from 'vitest';
import type { PlanId } from '@/shared/plans';
import type { TestOverrides } from '../start-server';
import { startTestServer, type TestClient, type TestServer } from './harness';

export interface TestServerWithAdmin {
  /** Ready inside tests and hooks: started before the file's first test, stopped after its last. */
  readonly server: TestServer;
  /** The instance's first account, and so its admin: it can set a workspace's plan by hand. */
  readonly admin: TestClient;
  /** A new account, signed in; on `plan` when given (set by the admin), else on starter. */
  member(email: string, plan?: PlanId): Promise<TestClient>;
  /** Puts the client's current workspace on `plan`, as the admin does by hand. */
  setPlan(client: TestClient, plan: PlanId): Promise<void>;
}

/**
 * A test file's server with its admin signed up first, the set-up most API test files share: the
 * tests use later accounts, whose plans have limits.
 */
export function useTestServer(env: Record<string, string | undefined> = {}, overrides: TestOverrides = {}): TestServerWithAdmin {
  let server: TestServer | undefined;
  let admin: TestClient | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, overrides);
    admin = await server.signedUpClient('admin@uplift.test');
  });
  afterAll(async () => {
    await server?.close();
  });
  function ready<T>(value: T | undefined): T {
    if (!value) throw new Error('The test server starts in beforeAll: use it inside tests and hooks');
    return value;
  }
  async function setPlan(client: TestClient, plan: PlanId) {
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    const set = await ready(admin).put(`/api/admin/workspaces/${workspaceId}/plan`, { plan });
    if (set.status !== 200) throw new Error(`The admin could not set the plan: ${set.status}`);
  }
  return {
    get server() {
      return ready(server);
    },
    get admin() {
      return ready(admin);
    },
    async member(email, plan) {
      const client = await ready(server).signedUpClient(email);
      if (plan) await setPlan(client, plan);
      return client;
    },
    setPlan,
  };
}
