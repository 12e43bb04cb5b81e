import { emailAutomations, emailCampaigns, emailSettings, emailTemplates } from '../schema';
import type { SampleTransaction } from '../../../sample-workspace/sample-rows';

const day = 24 * 3600 * 1000;

/** The Sample workspace's e-mail screen: a sent newsletter, an older promotion, a draft, a scheduled one, two templates, an automation. */
export async function insertSampleEmail(
  tx: SampleTransaction,
  scope: { workspaceId: string; userId: string; listId: string },
  now: Date,
): Promise<void> {
  const { workspaceId, userId, listId } = scope;
  const at = (days: number) => new Date(now.getTime() + days * day);
  const [newsletter] = await tx
    .insert(emailTemplates)
    .values([
      {
        workspaceId,
        createdBy: userId,
        name: 'Weekly bakes',
        category: 'Newsletter',
        format: 'markdown',
        subject: 'This week at Sunrise Bakery',
        body: 'Hi {{ first_name | default: "there" }},\n\nHere is what comes out of the oven this week.',
        createdAt: at(-90),
        updatedAt: at(-12),
      },
      {
        workspaceId,
        createdBy: userId,
        name: 'Welcome to the bakery',
        category: 'Onboarding',
        format: 'markdown',
        subject: 'Welcome, {{ first_name | default: "friend" }}!',
        body: 'Thank you for joining us. Show this email for a free croissant.',
        createdAt: at(-120),
        updatedAt: at(-120),
      },
    ])
    .returning({ id: emailTemplates.id });
  const campaign = (
    values: Partial<typeof emailCampaigns.$inferInsert> & { name: string; type: string; subject: string; utmCampaign: string },
  ) => ({
    workspaceId,
    createdBy: userId,
    listId,
    format: 'markdown' as const,
    content: 'Hi {{ first_name | default: "there" }},\n\nFresh rye every Saturday. [See the menu](https://sunrisebakery.example.com/menu)',
    ...values,
  });
  await tx.insert(emailCampaigns).values([
    campaign({
      name: 'Spring bake sale',
      type: 'Promotional',
      subject: 'Saturday: our spring bake sale',
      utmCampaign: 'monthly-newsletter',
      templateId: newsletter!.id,
      status: 'sent',
      startedAt: at(-12),
      finishedAt: at(-12),
      recipients: 812,
      sentCount: 812,
      uniqueOpens: 397,
      uniqueClicks: 92,
      createdAt: at(-14),
    }),
    campaign({
      name: 'Winter clearance',
      type: 'Promotional',
      subject: 'Last loaves of the winter menu',
      utmCampaign: 'winter-clearance',
      status: 'sent',
      startedAt: at(-60),
      finishedAt: at(-60),
      recipients: 790,
      sentCount: 790,
      uniqueOpens: 351,
      uniqueClicks: 77,
      createdAt: at(-62),
    }),
    campaign({
      name: 'New rye loaf',
      type: 'Announcement',
      subject: 'Meet our new rye',
      utmCampaign: 'new-rye-loaf',
      status: 'draft',
      createdAt: at(-2),
    }),
    campaign({
      name: 'Weekend opening hours',
      type: 'Newsletter',
      subject: 'Open late this weekend',
      utmCampaign: 'weekend-hours',
      status: 'scheduled',
      scheduledAt: at(3),
      createdAt: at(-1),
    }),
  ]);
  // Off, so nothing is sent from the sample; its figures are the sample's.
  await tx.insert(emailAutomations).values({
    workspaceId,
    listId,
    name: 'Welcome to the bakery',
    kind: 'drip',
    enabled: false,
    steps: [
      {
        delayHours: 0,
        subject: 'Welcome, {{ first_name | default: "friend" }}!',
        format: 'markdown',
        content: 'Show this email for a free croissant.',
      },
      {
        delayHours: 72,
        subject: 'How we bake our sourdough',
        format: 'markdown',
        content: 'Three days, one starter, and a very hot oven.',
      },
    ],
    sentCount: 212,
    createdAt: at(-120),
  });
  await tx
    .insert(emailSettings)
    .values({ workspaceId, senderName: 'Sunrise Bakery', postalAddress: '1 Mill Lane, Bristol (sample address)' });
}
