import type { RankDevice } from '@/shared/seo/ranks';
import { seoRankChecks, seoTrackedKeywords } from '../ranks/schema';
import type { SampleTransaction } from '../../../sample-workspace/sample-rows';
import type { SampleSiteScope } from './sample-seo-scope';

const day = 24 * 3600 * 1000;
/** Days of history: one check a day, the newest today. */
const historyDays = 30;
const rivals = ['crumbandco.example.com', 'thedailyloaf.example.net'] as const;

/**
 * Keywords tracked in the US, where each ranked 29 days ago (`from`) and today (`to`), the page that
 * ranks, and the competitors' usual positions (null: not in the top 100). `outOfTop100`: days ago
 * on which the site fell out of the top 100.
 */
const sampleTracked: ReadonlyArray<{
  keyword: string;
  device: RankDevice;
  page: string;
  from: number;
  to: number;
  rivals: readonly [number | null, number | null];
  outOfTop100?: readonly number[];
}> = [
  { keyword: 'sourdough bread', device: 'desktop', page: '/menu/sourdough-loaf', from: 14, to: 8, rivals: [5, 11] },
  { keyword: 'sourdough bread', device: 'mobile', page: '/menu/sourdough-loaf', from: 17, to: 11, rivals: [4, 13] },
  { keyword: 'artisan bakery', device: 'desktop', page: '/', from: 22, to: 19, rivals: [9, null] },
  { keyword: 'rye loaf', device: 'desktop', page: '/menu/rye-loaf', from: 6, to: 3, rivals: [12, 27] },
  { keyword: 'bake sale', device: 'desktop', page: '/events/bake-sale', from: 95, to: 84, rivals: [null, 61], outOfTop100: [11, 12] },
  { keyword: 'sourdough starter kit', device: 'mobile', page: '/menu/sourdough-starter-kit', from: 35, to: 27, rivals: [null, 8] },
];

/** Tracked keywords of the sample project with a month of daily positions, read as a SERP provider would. */
export async function insertSampleRanks(
  tx: SampleTransaction,
  { workspaceId, userId, projectId, site }: SampleSiteScope,
  now: Date,
): Promise<void> {
  const checks = sampleTracked.map((tracked, seed) =>
    Array.from({ length: historyDays }, (_, index) => {
      const daysAgo = historyDays - 1 - index;
      const position = tracked.outOfTop100?.includes(daysAgo) ? null : walk(tracked.from, tracked.to, index, seed);
      const competitors = Object.fromEntries(
        rivals.map((domain, which) => [domain, rivalPosition(tracked.rivals[which]!, index, seed + which + 1)]),
      );
      const checkedAt = new Date(now.getTime() - daysAgo * day);
      return {
        checkedOn: checkedAt.toISOString().slice(0, 10),
        checkedAt,
        position,
        url: position === null ? null : `${site}${tracked.page}`,
        competitors,
      };
    }),
  );
  const rows = await tx
    .insert(seoTrackedKeywords)
    .values(
      sampleTracked.map((tracked, which) => {
        const [latest, previous] = [checks[which]!.at(-1)!, checks[which]!.at(-2)!];
        return {
          workspaceId,
          projectId,
          createdBy: userId,
          keyword: tracked.keyword,
          country: 'US',
          device: tracked.device,
          position: latest.position,
          previousPosition: previous.position,
          url: latest.url,
          competitors: latest.competitors,
          checkedOn: latest.checkedOn,
          checkedAt: latest.checkedAt,
          createdAt: new Date(now.getTime() - historyDays * day),
        };
      }),
    )
    .returning({ id: seoTrackedKeywords.id, keyword: seoTrackedKeywords.keyword, device: seoTrackedKeywords.device });

  await tx.insert(seoRankChecks).values(
    rows.flatMap((row) => {
      const which = sampleTracked.findIndex((tracked) => tracked.keyword === row.keyword && tracked.device === row.device);
      return checks[which]!.map(({ checkedOn, checkedAt, position, url, competitors }) => ({
        trackedKeywordId: row.id,
        workspaceId,
        checkedOn,
        position,
        url,
        competitors,
        provider: 'DataForSEO',
        createdAt: checkedAt,
      }));
    }),
  );
}

/** From `from` to `to` over the month, a place or two up and down from day to day. */
function walk(from: number, to: number, index: number, seed: number): number | null {
  const position = Math.round(from + ((to - from) * index) / (historyDays - 1) + 1.6 * Math.sin(index * 0.9 + seed * 2.3));
  return position > 100 ? null : Math.max(1, position);
}

function rivalPosition(usual: number | null, index: number, seed: number): number | null {
  return usual === null ? null : walk(usual, usual, index, seed);
}
