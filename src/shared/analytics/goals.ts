// Goals and funnels (issue 15): what a project counts as a conversion, and the ordered steps whose
// drop-off it follows. Goals are Conversion tracking, funnels Advanced analytics (feature catalogue).
import { z } from 'zod';
import type { Channel } from './analytics';

export const goalMessages = {
  goalsNotOnPlan: 'Goals and conversions are part of the Professional and Enterprise plans.',
  funnelsNotOnPlan: 'Funnels are part of the Professional and Enterprise plans.',
  goalAdded: 'Goal added',
  goalRemoved: 'Goal removed',
  goalExists: 'This goal exists already.',
  tooManyGoals: 'A project has at most 20 goals.',
  funnelAdded: 'Funnel added',
  funnelRemoved: 'Funnel removed',
  tooManyFunnels: 'A project has at most 10 funnels.',
  noGoals: 'No goals yet. Add a page (such as /thank-you) or an event your site sends (such as Signup) to count conversions.',
  noConversions: 'No conversions in this period.',
} as const;

export const maxGoalsPerProject = 20;
export const maxFunnelsPerProject = 10;

/** A page path, where '*' stands for any run of characters: '/thank-you', '/blog/*'. */
const pathPattern = z
  .string()
  .trim()
  .min(1, 'Enter a page path such as /thank-you')
  .max(300, 'A page path has at most 300 characters')
  .regex(/^[/*]/, 'A page path starts with /');

const eventName = z
  .string()
  .trim()
  .min(1, 'Enter the name of an event your site sends, such as Signup')
  .max(120, 'An event name has at most 120 characters')
  .refine((name) => name !== 'pageview' && name !== 'engagement', 'Page views are counted by a page goal');

/** A goal or a funnel step: a page reached, or an event the site sends. */
export const goalTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), value: pathPattern }),
  z.object({ kind: z.literal('event'), value: eventName }),
]);
export type GoalTarget = z.infer<typeof goalTargetSchema>;

export const funnelInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the funnel').max(100, 'A funnel name has at most 100 characters'),
  steps: z.array(goalTargetSchema).min(2, 'A funnel has at least two steps').max(8, 'A funnel has at most eight steps'),
});
export type FunnelInput = z.infer<typeof funnelInputSchema>;

export interface Goal {
  id: string;
  kind: GoalTarget['kind'];
  value: string;
  createdAt: string;
}

export interface Funnel {
  id: string;
  name: string;
  steps: GoalTarget[];
  createdAt: string;
}

/** A goal's figures over the report's period. */
export interface GoalRow extends Goal {
  /** Visitors who reached the goal (each once a day). */
  conversions: number;
  /** Share of the period's visitors who converted, 0 to 100. */
  conversionRate: number;
  /** Revenue its events carried, in the currency most of it came in; null when none. */
  revenue: { amount: number; currency: string } | null;
  /** By the source of the visit the conversion happened in. */
  sources: { channel: Channel; conversions: number; conversionRate: number }[];
}

export interface FunnelReport {
  funnel: Funnel;
  steps: {
    label: string;
    visitors: number;
    /** Share of the first step's visitors still here, 0 to 100. */
    fromStart: number;
    /** Share of the previous step's visitors lost at this one, 0 to 100; null on the first. */
    dropOff: number | null;
  }[];
}

/** How a goal or step reads on the screen. */
export function goalLabel(target: GoalTarget): string {
  return target.kind === 'page' ? `Visit ${target.value}` : target.value;
}
