import { socialAccounts, socialEngagement, socialMetricSnapshots, socialPosts, socialPostTargets } from '../schema';
import type { SampleRows, SampleTransaction } from '../../../sample-workspace/sample-rows';

const hour = 3600 * 1000;
const day = 24 * hour;

/** Three sample accounts, without credentials: nothing is ever published or synced from them. */
const sampleAccounts = [
  {
    network: 'mastodon',
    serviceUrl: 'https://mastodon.example',
    remoteId: 'sample-mastodon',
    username: '@sunrisebakery@mastodon.example',
    displayName: 'Sunrise Bakery',
    characterLimit: 500,
  },
  {
    network: 'bluesky',
    serviceUrl: 'https://bsky.example',
    remoteId: 'did:plc:samplesunrisebakery',
    username: '@sunrisebakery.bsky.example',
    displayName: 'Sunrise Bakery',
    characterLimit: 300,
  },
  {
    network: 'twitter',
    serviceUrl: '',
    remoteId: 'sample-x',
    username: '@sunrisebakery',
    displayName: 'Sunrise Bakery',
    characterLimit: 280,
  },
] as const;

/**
 * Published posts, on which accounts, how many days and hours ago, and what they drew. None at 15:00:
 * on some weekdays it would fall in the studio's best slot (Tuesday 15:00) and lower its average.
 */
const publishedPosts = [
  { content: 'Fresh rye is out of the oven. First come, first served!', on: [0, 1], daysAgo: 20, hourOfDay: 8, figures: [34, 4, 6] },
  {
    content: 'How we shape a country loaf, in 60 seconds: https://sunrisebakery.example.com/blog/country-loaf',
    on: [0, 1, 2],
    daysAgo: 16,
    hourOfDay: 12,
    figures: [58, 9, 14],
  },
  { content: 'Saturday bake sale: every loaf half price after 3 pm.', on: [0, 2], daysAgo: 13, hourOfDay: 17, figures: [21, 2, 5] },
  { content: 'Our sourdough starter turns five today. Happy birthday, Doris!', on: [1], daysAgo: 9, hourOfDay: 8, figures: [71, 12, 9] },
  {
    content: 'Ten sourdough mistakes home bakers make (we made all of them): https://sunrisebakery.example.com/blog/sourdough-mistakes',
    on: [0, 1],
    daysAgo: 6,
    hourOfDay: 8,
    figures: [49, 7, 11],
  },
  { content: 'Rain all day? Warm cinnamon buns until we run out.', on: [2], daysAgo: 3, hourOfDay: 16, figures: [18, 1, 2] },
] as const;

/**
 * The Sample workspace's Social Engine: its accounts, published posts with their figures and daily
 * snapshots, a draft, a scheduled post, and mentions and replies. Every date counts from `now`.
 */
async function insertSampleSocial(tx: SampleTransaction, scope: { workspaceId: string; userId: string }, now: Date): Promise<void> {
  const { workspaceId, userId } = scope;
  const at = (offset: number) => new Date(now.getTime() + offset);
  const accounts = await tx
    .insert(socialAccounts)
    .values(
      sampleAccounts.map((account, index) => ({
        ...account,
        workspaceId,
        createdBy: userId,
        status: 'connected' as const,
        lastSync: at(-12 * 60_000),
        createdAt: at((index - 30) * day),
      })),
    )
    .returning();

  const posts = await tx
    .insert(socialPosts)
    .values([
      ...publishedPosts.map((post) => {
        const published = atHour(now, post.daysAgo, post.hourOfDay);
        return {
          workspaceId,
          createdBy: userId,
          content: post.content,
          status: 'published' as const,
          scheduledAt: published,
          publishedAt: published,
          createdAt: at(-(post.daysAgo + 1) * day),
        };
      }),
      {
        workspaceId,
        createdBy: userId,
        content: 'Pumpkin loaf is back next week. Who is in?',
        status: 'draft' as const,
        createdAt: at(-day),
      },
      {
        workspaceId,
        createdBy: userId,
        content: 'Open late this Friday: fresh pretzels until 9 pm.',
        status: 'scheduled' as const,
        scheduledAt: atHour(now, -3, 12),
        createdAt: at(-2 * hour),
      },
    ])
    .returning();

  const targets = await tx
    .insert(socialPostTargets)
    .values(
      posts.flatMap((post, index) => {
        const published = publishedPosts[index];
        const on = published?.on ?? [0, 1];
        return on.map((which, position) => {
          const account = accounts[which]!;
          const base = { postId: post.id, workspaceId, accountId: account.id, network: account.network, username: account.username };
          if (!published) return base;
          // Each account drew its share of the post's figures; X alone counts impressions.
          const share = (figure: number) => Math.max(0, Math.round(figure / (position + 1)));
          const [likes, comments, shares] = published.figures;
          return {
            ...base,
            status: 'published' as const,
            attempts: 1,
            remoteId: `sample-${post.id}-${which}`,
            url: null,
            publishedAt: post.publishedAt,
            likes: share(likes),
            comments: share(comments),
            shares: share(shares),
            impressions: account.network === 'twitter' ? share(likes) * 37 : null,
            metricsSyncedAt: at(-12 * 60_000),
          };
        });
      }),
    )
    .returning();

  // Figures over time: each published target's counts grew over its first days.
  await tx.insert(socialMetricSnapshots).values(
    targets.flatMap((target) => {
      if (!target.publishedAt || target.likes === null) return [];
      const daysOut = Math.min(7, Math.floor((now.getTime() - target.publishedAt.getTime()) / day));
      return Array.from({ length: daysOut + 1 }, (_, step) => {
        const part = (figure: number | null) => (figure === null ? null : Math.round((figure * (step + 1)) / (daysOut + 1)));
        return {
          targetId: target.id,
          workspaceId,
          day: new Date(target.publishedAt!.getTime() + step * day).toISOString().slice(0, 10),
          likes: part(target.likes),
          comments: part(target.comments),
          shares: part(target.shares),
          impressions: part(target.impressions),
        };
      });
    }),
  );

  const answered = targets.find((target) => target.postId === posts[1]!.id && target.network === 'mastodon');
  await tx.insert(socialEngagement).values([
    {
      workspaceId,
      accountId: accounts[0]!.id,
      network: 'mastodon',
      remoteId: 'sample-1',
      kind: 'reply',
      author: '@breadlover@bakers.example',
      authorUrl: null,
      message: 'Tried the shaping trick this morning: best loaf yet!',
      url: 'https://mastodon.example/@breadlover/1',
      targetId: answered?.id ?? null,
      happenedAt: at(-15 * day),
    },
    {
      workspaceId,
      accountId: accounts[1]!.id,
      network: 'bluesky',
      remoteId: 'sample-2',
      kind: 'mention',
      author: '@localeats.bsky.example',
      authorUrl: null,
      message: 'Best rye in town is at @sunrisebakery.bsky.example, no contest.',
      url: 'https://bsky.example/profile/localeats',
      targetId: null,
      happenedAt: at(-8 * day),
    },
    {
      workspaceId,
      accountId: accounts[2]!.id,
      network: 'twitter',
      remoteId: 'sample-3',
      kind: 'mention',
      author: '@citymarket',
      authorUrl: null,
      message: 'Sunrise Bakery will be at the Saturday market again. Get there early!',
      url: 'https://x.example/citymarket/3',
      targetId: null,
      happenedAt: at(-2 * day),
    },
  ]);
}

/** `daysAgo` days from `now` (negative: ahead) at `hour` o'clock UTC. */
function atHour(now: Date, daysAgo: number, hourOfDay: number): Date {
  const date = new Date(now.getTime() - daysAgo * day);
  date.setUTCHours(hourOfDay, 0, 0, 0);
  return date;
}

/** The Social Engine's part of the Sample workspace (ServerModule.sample). */
export const socialSampleRows: SampleRows = {
  insert: (tx, { workspaceId, userId, now }) => insertSampleSocial(tx, { workspaceId, userId }, now),
};
