import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { CampaignRow } from '../campaigns/campaign-view';
import { emailCampaigns, emailSends } from '../schema';

/**
 * When a campaign's test shares are sent: nothing to decide (no test, or nobody held back), the time
 * to wait until, or the winner by unique opens (a tie goes to the first subject) released to the rest.
 */
export async function decideAbTest(db: Database, campaign: CampaignRow): Promise<'released' | Date | null> {
  const { abTest } = campaign;
  if (!abTest || abTest.winner) return null;
  const [held] = await db
    .select({ value: count() })
    .from(emailSends)
    .where(and(eq(emailSends.campaignId, campaign.id), eq(emailSends.status, 'held')));
  if (!held?.value) return null;
  const decideAt = abTest.decideAt ? new Date(abTest.decideAt) : new Date(Date.now() + abTest.waitMinutes * 60_000);
  if (!abTest.decideAt) {
    await db
      .update(emailCampaigns)
      .set({ abTest: { ...abTest, decideAt: decideAt.toISOString() } })
      .where(eq(emailCampaigns.id, campaign.id));
  }
  if (decideAt.getTime() > Date.now()) return decideAt;
  const shares = await db
    .select({
      variant: emailSends.variant,
      sent: sql<number>`count(*) filter (where ${emailSends.status} = 'sent')::int`,
      opened: sql<number>`count(${emailSends.openedAt})::int`,
    })
    .from(emailSends)
    .where(and(eq(emailSends.campaignId, campaign.id), sql`${emailSends.variant} is not null`))
    .groupBy(emailSends.variant);
  const rate = (variant: 'a' | 'b') => {
    const share = shares.find((entry) => entry.variant === variant);
    return share && Number(share.sent) > 0 ? Number(share.opened) / Number(share.sent) : 0;
  };
  const winner = rate('b') > rate('a') ? 'b' : 'a';
  await db.transaction(async (tx) => {
    await tx
      .update(emailSends)
      .set({ status: 'pending', variant: winner })
      .where(and(eq(emailSends.campaignId, campaign.id), eq(emailSends.status, 'held')));
    await tx
      .update(emailCampaigns)
      .set({ abTest: { ...abTest, decideAt: decideAt.toISOString(), winner } })
      .where(eq(emailCampaigns.id, campaign.id));
  });
  return 'released';
}
