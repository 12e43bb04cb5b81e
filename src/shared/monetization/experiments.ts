// A/B tests of offers (issue 35): two destinations of a tracked link, or two headings of a lead magnet's
// page, split by the visitor's daily hash; a winner is named only when a two-proportion z-test says so.
import { z } from 'zod';
import { destinationSchema } from './programs';

/** A winner is called at p below this, with at least `minimumVisitors` in each variant. */
export const significanceLevel = 0.05;
export const minimumVisitors = 100;

export interface VariantFigures {
  /** The destination address, or the page's heading. */
  label: string;
  visitors: number;
  /** Unique visitors who converted (a conversion credited to their click, or a confirmed sign-up). */
  conversions: number;
  /** conversions / visitors as a percentage, one decimal; null with no visitors. */
  rate: number | null;
}

export interface Experiment {
  /** The tracked link's id, or the lead magnet's. */
  id: string;
  kind: 'link' | 'lead-magnet';
  /** What is tested: the program's, product's or lead magnet's name. */
  name: string;
  split: number;
  variants: [VariantFigures, VariantFigures];
  /** The two-sided p-value of the difference; null until both variants have visitors. */
  pValue: number | null;
  /** 'a' or 'b' when significant with enough visitors; null: 'No winner yet'. */
  winner: 'a' | 'b' | null;
}

/** GET /api/monetization/experiments?range|from&to */
export interface ExperimentList {
  experiments: Experiment[];
}

/** PUT /api/monetization/experiments/link/:id and /experiments/lead-magnet/:id: starts or changes a test. */
export const linkExperimentSchema = z.strictObject({
  variantB: destinationSchema,
  split: z.coerce.number().int().min(1, 'Between 1 and 99 percent').max(99, 'Between 1 and 99 percent').default(50),
});
export const leadMagnetExperimentSchema = z.strictObject({
  headingB: z.string().trim().min(1, 'Enter the second heading').max(120, 'At most 120 characters'),
  split: z.coerce.number().int().min(1, 'Between 1 and 99 percent').max(99, 'Between 1 and 99 percent').default(50),
});

/** POST /api/monetization/experiments/:kind/:id/end: keeps one variant and ends the test. */
export const endExperimentSchema = z.strictObject({ keep: z.enum(['a', 'b']) });

export const experimentTexts = {
  noWinner: 'No winner yet',
  winnerIs: (variant: 'a' | 'b') => `Variant ${variant.toUpperCase()} converts better`,
} as const;
