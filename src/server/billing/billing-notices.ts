import { and, eq } from 'drizzle-orm';
import { plans } from '@/shared/plans';
import type { Database } from '../db/database';
import type { Notice, Notify } from '../notifications/notify';
import { workspaceMembers } from '../tenancy/schema';
import { stripeSubscriptions } from './schema';

type SubscriptionState = { status: string; plan: string | null } | null;

const activeStatuses = ['active', 'trialing'];
const unpaidStatuses = ['past_due', 'unpaid'];
const endedStatuses = ['canceled', 'incomplete_expired'];

/** A subscription's status as our copy holds it, read before and after an event is applied. */
export async function subscriptionState(db: Database, subscriptionId: string): Promise<SubscriptionState> {
  const [row] = await db
    .select({ status: stripeSubscriptions.status, plan: stripeSubscriptions.plan })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.id, subscriptionId));
  return row ?? null;
}

/**
 * Tells the workspace's owners when its subscription became active, started failing to pay, or
 * ended. Only a change of status speaks, so a replayed or repeated event sends nothing twice.
 */
export async function notifyBillingChange(
  deps: { db: Database; notify: Notify },
  workspaceId: string,
  before: SubscriptionState,
  after: SubscriptionState,
): Promise<void> {
  const notice = billingNotice(before, after);
  if (!notice) return;
  const owners = await deps.db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  for (const { userId } of owners) {
    await deps.notify({
      userId,
      workspaceId,
      kind: 'billing',
      link: '/settings/billing',
      ...notice,
      email: { subject: notice.title, text: notice.body },
    });
  }
}

function billingNotice(before: SubscriptionState, after: SubscriptionState): Pick<Notice, 'title' | 'body'> | null {
  if (!after || before?.status === after.status) return null;
  const plan = plans.find((candidate) => candidate.id === after.plan)?.name;
  const entered = (statuses: string[]) => statuses.includes(after.status) && !statuses.includes(before?.status ?? '');
  if (entered(activeStatuses)) {
    return {
      title: 'Subscription activated',
      body: plan ? `Your workspace is now on the ${plan} plan.` : 'Your workspace’s subscription is active.',
    };
  }
  if (entered(unpaidStatuses)) {
    return {
      title: 'Payment failed',
      body: 'Stripe could not take the payment for your workspace’s subscription. Update the payment method in Billing to keep your plan.',
    };
  }
  // A subscription we first hear of as already ended was never active here: nothing to tell.
  if (before && entered(endedStatuses)) {
    return {
      title: 'Subscription canceled',
      body: plan ? `Your workspace’s ${plan} subscription has ended.` : 'Your workspace’s subscription has ended.',
    };
  }
  return null;
}
