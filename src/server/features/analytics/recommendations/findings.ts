import type { AnalyticsReport, Channel } from '@/shared/analytics/analytics';
import { type GoalRow, goalLabel } from '@/shared/analytics/goals';
import {
  type RecommendationAction,
  type WrittenRecommendation,
  organicShareToRaise,
  socialShareWorthBuilding,
} from '@/shared/analytics/recommendations';

/** What the figures show that is worth acting on, most urgent first: the evidence for recommendations. */
export type Finding = WrittenRecommendation;

/** A source falling this much against the previous period is worth a look. */
const fallingSourceChange = -20;
/** A page whose views end the visit this often (with enough views to tell) loses readers. */
const highExitRate = 60;
const minimumViewsForExitRate = 10;
const highBounceRate = 70;

/** The tool that wins back each source. */
const actionForChannel: Record<Channel, RecommendationAction> = {
  'Organic Search': 'seo',
  Social: 'social',
  Email: 'email',
  Referral: 'outreach',
  Paid: 'content',
  Direct: 'content',
};

/** None before the first visit: the setup steps speak then (candidates.ts). */
export function findings(report: AnalyticsReport, goals: readonly GoalRow[] | null): Finding[] {
  if (!report.hasData) return [];
  const found: Finding[] = [];
  const visitors = report.kpis.visitors.value;
  const share = (channel: Channel) => report.sources.find((source) => source.channel === channel)?.share ?? 0;

  for (const source of report.sources) {
    if (source.change !== null && source.change <= fallingSourceChange) {
      found.push({
        title: `${source.channel} visits fell ${Math.abs(source.change)}%`,
        description: `${source.channel} brought ${source.visitors} visitors this period, ${Math.abs(source.change)}% fewer than the period before. Find out what changed and win that traffic back.`,
        priority: 'high',
        action: actionForChannel[source.channel],
      });
    }
  }
  const organic = share('Organic Search');
  if (visitors > 0 && organic < organicShareToRaise) {
    found.push({
      title: 'Grow your organic search traffic',
      description: `Organic search brings ${organic}% of your visitors, below ${organicShareToRaise}%. Research the keywords your audience searches for and optimise your top pages for them.`,
      priority: 'high',
      action: 'seo',
    });
  }
  const social = share('Social');
  if (social > socialShareWorthBuilding) {
    found.push({
      title: 'Build on your social traffic',
      description: `Social networks bring ${social}% of your visitors. Post more often where those visits come from, and schedule your best posts again.`,
      priority: 'medium',
      action: 'social',
    });
  }
  for (const goal of goals ?? []) {
    if (goal.conversions === 0) {
      found.push({
        title: `No conversions for "${goalLabel(goal)}"`,
        description: `Nobody reached the goal "${goalLabel(goal)}" this period. Check that the page or event still exists, and give visitors a clear way to it.`,
        priority: 'medium',
        action: 'goals',
      });
    }
  }
  const exits = new Map(report.exitPages.map((row) => [row.name, row.visitors]));
  const leaky = report.pages
    .filter((page) => page.pageViews >= minimumViewsForExitRate)
    .map((page) => ({ path: page.path, rate: Math.round(((exits.get(page.path) ?? 0) / page.pageViews) * 100) }))
    .filter((page) => page.rate >= highExitRate)
    .sort((a, b) => b.rate - a.rate)[0];
  if (leaky) {
    found.push({
      title: `Keep readers on ${leaky.path}`,
      description: `${leaky.rate}% of the views of ${leaky.path} end the visit. Add links to related content and a clear next step on that page.`,
      priority: 'medium',
      action: 'content',
    });
  }
  const bounceRate = report.kpis.bounceRate;
  if (bounceRate !== null && bounceRate >= highBounceRate) {
    found.push({
      title: 'Fewer visits that leave at once',
      description: `${bounceRate}% of visits see one page and leave. Make your landing pages answer what visitors came for, and point them to what to read next.`,
      priority: 'medium',
      action: 'content',
    });
  }
  if (share('Email') === 0) {
    found.push({
      title: 'Bring visitors back by e-mail',
      description: 'No visit came from e-mail this period. Invite readers to subscribe and send them your new content.',
      priority: 'low',
      action: 'email',
    });
  }
  found.push({
    title: 'Publish on a steady schedule',
    description: `Your ${report.pages.length} pages drew ${visitors} visitors this period. New content on the topics that already work gives search and social more to send.`,
    priority: 'low',
    action: 'content',
  });
  return found;
}
