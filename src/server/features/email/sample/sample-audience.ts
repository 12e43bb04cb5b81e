import type { SampleRows } from '../../../sample-workspace/sample-rows';
import { emailListMembers, emailLists, subscribers } from '../schema';
import { insertSampleEmail } from './sample-email';

/** 847 subscribers, 34 of them new this month: the audience the dashboard counts. */
export const sampleAudience = { total: 847, newLast30Days: 34 } as const;
const sampleFirstNames = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonah', 'Kira', 'Luca'] as const;

const day = 24 * 3600 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * day);

/**
 * Email Marketing's part of the Sample workspace (ServerModule.sample): the audience on one
 * newsletter list, then the e-mail screen's campaigns, templates and automation.
 */
export const emailSampleRows: SampleRows = {
  async insert(tx, { workspaceId, userId, now }) {
    const people = await tx
      .insert(subscribers)
      .values(sampleSubscribers({ workspaceId, userId }, now))
      .returning({ id: subscribers.id, createdAt: subscribers.createdAt });
    const [newsletter] = await tx
      .insert(emailLists)
      .values({
        workspaceId,
        name: 'Sunrise Bakery newsletter',
        description: 'Weekly bakes, opening hours and offers.',
        optIn: 'double',
        createdAt: daysAgo(now, 400),
      })
      .returning({ id: emailLists.id });
    await tx.insert(emailListMembers).values(
      people.map((person) => ({
        listId: newsletter!.id,
        subscriberId: person.id,
        workspaceId,
        status: 'subscribed' as const,
        joinedAt: person.createdAt,
      })),
    );
    await insertSampleEmail(tx, { workspaceId, userId, listId: newsletter!.id }, now);
  },
};

/** The newest joined over the last 29 days; the rest over the year before. */
function sampleSubscribers({ workspaceId, userId }: { workspaceId: string; userId: string }, now: Date) {
  return Array.from({ length: sampleAudience.total }, (_, index) => {
    const isNew = index < sampleAudience.newLast30Days;
    const joined = isNew ? daysAgo(now, (index * 29) / sampleAudience.newLast30Days) : daysAgo(now, 31 + ((index * 7) % 365));
    const name = sampleFirstNames[index % sampleFirstNames.length]!;
    return {
      workspaceId,
      createdBy: userId,
      email: `${name.toLowerCase()}.${index + 1}@sample-audience.example`,
      name,
      // One in seven buys: the Customers segment has people in it.
      tier: index % 7 === 0 ? ('paid' as const) : ('free' as const),
      source: 'form',
      consentAt: joined,
      createdAt: joined,
    };
  });
}
