import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { stripePrices, stripeSubscriptions } from './schema';

/** Statuses that count as a current subscription. */
const currentStatuses = ['active', 'trialing'];

/**
 * The workspace's newest active or trialing subscription that names a plan, with its price: what
 * decides the workspace's plan (workspace-plan.ts) and what the billing screen shows. Add-ons and
 * other subscriptions without a plan do not count.
 */
export async function findCurrentSubscription(db: Database, workspaceId: string) {
  const [row] = await db
    .select({
      id: stripeSubscriptions.id,
      status: stripeSubscriptions.status,
      plan: stripeSubscriptions.plan,
      priceId: stripeSubscriptions.priceId,
      unitAmount: stripePrices.unitAmount,
      currency: stripePrices.currency,
      interval: stripePrices.interval,
      currentPeriodStart: stripeSubscriptions.currentPeriodStart,
      currentPeriodEnd: stripeSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: stripeSubscriptions.cancelAtPeriodEnd,
      cancelAt: stripeSubscriptions.cancelAt,
      cardBrand: stripeSubscriptions.cardBrand,
      cardLast4: stripeSubscriptions.cardLast4,
    })
    .from(stripeSubscriptions)
    .leftJoin(stripePrices, eq(stripePrices.id, stripeSubscriptions.priceId))
    .where(
      and(
        eq(stripeSubscriptions.workspaceId, workspaceId),
        inArray(stripeSubscriptions.status, currentStatuses),
        isNotNull(stripeSubscriptions.plan),
      ),
    )
    .orderBy(desc(stripeSubscriptions.created))
    .limit(1);
  return row ?? null;
}
