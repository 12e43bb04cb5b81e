import type { ClientUser, Usage } from '@/shared/user';
import { displayName } from '@/shared/auth';
import { getPlan } from '@/shared/plans';
import type { WorkspacePlan, WorkspacePlans } from '../../billing/workspace-plan';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { UsageMeter } from '../../usage/meter';

interface Written {
  plan: WorkspacePlan;
  usage: Usage;
  text: string;
}

/**
 * The client user as `/api/me` sends it: who is signed in, their workspace's plan, its limits and its
 * usage. Every signed-in screen asks for it, and it stays the same while the session, the plan and
 * the usage are the ones cached: each viewer's text is kept with the plan and usage it was written
 * from, and sent again without a query or a promise while they are still the cached ones (ADR 046).
 */
export class ClientUsers {
  /** Keyed by the viewer object the session cache holds: a new session or a change is a new object. */
  private readonly written = new WeakMap<Viewer, Written>();

  constructor(private readonly services: { plans: WorkspacePlans; usage: UsageMeter }) {}

  /** The answer's JSON text when the viewer's plan and usage are cached, else undefined. */
  known(viewer: Viewer): string | undefined {
    // In a Sample workspace the user keeps their own plan and allowances.
    const allowance = allowanceOf(viewer);
    const plan = this.services.plans.peek(allowance);
    const usage = this.services.usage.peek(allowance.workspaceId);
    if (!plan || !usage) return undefined;
    const written = this.written.get(viewer);
    if (written?.plan === plan && written.usage === usage) return written.text;
    const text = JSON.stringify(clientUser(viewer, plan, usage));
    this.written.set(viewer, { plan, usage, text });
    return text;
  }

  /** The answer's JSON text, reading the plan and usage first when they are not cached. */
  async read(viewer: Viewer): Promise<string> {
    const allowance = allowanceOf(viewer);
    const [plan, usage] = await Promise.all([
      this.services.plans.forViewer(allowance),
      this.services.usage.forWorkspace(allowance.workspaceId),
    ]);
    // With the caches switched off (SESSION_CACHE_SECONDS=0) nothing is kept.
    return this.known(viewer) ?? JSON.stringify(clientUser(viewer, plan, usage));
  }
}

function clientUser(viewer: Viewer, { plan }: WorkspacePlan, usage: Usage): ClientUser {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: displayName(viewer.fullName, viewer.email),
    fullName: viewer.fullName,
    image: viewer.image,
    isAdmin: viewer.isAdmin,
    emailVerified: viewer.emailVerified,
    twoFactorEnabled: viewer.twoFactorEnabled,
    plan,
    limits: getPlan(plan).limits,
    usage,
    workspace: { id: viewer.workspaceId, name: viewer.workspaceName, role: viewer.workspaceRole },
  };
}
