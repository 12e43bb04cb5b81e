// What AI Recommendations choose from: what the figures show (findings.ts), the setup steps still
// open, and steady habits, so there are always three to show and none invents a figure.
import { type WrittenRecommendation, recommendationPriorities } from '@/shared/analytics/recommendations';
import type { Finding } from './findings';

export const recommendationsShown = 3;

/** How far the project is set up. */
export interface SetupState {
  /** The tracker has sent at least one visit. */
  tracking: boolean;
  /** Goals defined; null when the plan has no conversion tracking. */
  goals: number | null;
  /** Published pieces whose address is on the project's site. */
  contentOnSite: number;
  /** Keywords the project names. */
  keywords: number;
}

function openSetupSteps(state: SetupState): Finding[] {
  const steps: Finding[] = [];
  if (!state.tracking) {
    steps.push({
      title: 'Install the tracking snippet',
      description:
        'No visit has been recorded for this project yet. Paste the snippet into your site so every figure here comes from real traffic.',
      priority: 'high',
      action: 'tracking',
    });
  }
  if (state.goals === 0) {
    steps.push({
      title: 'Set up your first goal',
      description:
        'Add a goal for what matters on your site, such as a sign-up, a purchase or a thank-you page, so the report counts who reaches it and where they came from.',
      priority: 'medium',
      action: 'goals',
    });
  }
  if (state.contentOnSite === 0) {
    steps.push({
      title: 'Publish content on your site',
      description:
        'Write a piece with the Content Engine, publish it on your site and add its address, so Content Performance shows who reads it.',
      priority: 'medium',
      action: 'content',
    });
  }
  if (state.keywords === 0) {
    steps.push({
      title: 'Choose the keywords to rank for',
      description: 'Add the searches you want to be found for to the project, then research them in SEO Tools to see what to write next.',
      priority: 'low',
      action: 'seo',
    });
  }
  return steps;
}

/** True for any site and quoting nothing: they fill the three when the figures and the setup say less. */
const steadyHabits: readonly Finding[] = [
  {
    title: 'Research keywords for your next pieces',
    description: 'Find the searches your audience makes that your pages do not answer yet, and plan your next pieces around them.',
    priority: 'low',
    action: 'seo',
  },
  {
    title: 'Share your content where your audience is',
    description: 'Schedule posts of your newest pieces on the networks your readers use, and post again at the times they respond.',
    priority: 'low',
    action: 'social',
  },
  {
    title: 'Invite readers to subscribe',
    description: 'Offer a newsletter on your best pages and send subscribers each new piece, so they come back.',
    priority: 'low',
    action: 'email',
  },
];

const urgency = (item: Finding) => recommendationPriorities.indexOf(item.priority);

/**
 * Most urgent first; at equal urgency the figures before the setup steps, and both before the habits.
 * At least three, whatever the project has or lacks.
 */
export function candidates(found: readonly Finding[], state: SetupState): Finding[] {
  const all = [...found, ...openSetupSteps(state), ...steadyHabits];
  const unique = all.filter((item, index) => all.findIndex((other) => other.title === item.title) === index);
  return unique.sort((a, b) => urgency(a) - urgency(b));
}

/** The provider's recommendations, topped up to three from the candidates, preferring tools it did not name. */
export function threeFrom(written: readonly WrittenRecommendation[], pool: readonly Finding[]): WrittenRecommendation[] {
  const chosen = written.slice(0, recommendationsShown);
  const unused = pool.filter((item) => !chosen.some((taken) => taken.title === item.title));
  const otherTools = unused.filter((item) => !chosen.some((taken) => taken.action === item.action));
  const rest = unused.filter((item) => !otherTools.includes(item));
  return [...chosen, ...otherTools, ...rest].slice(0, recommendationsShown);
}
