// Affiliate programs (issue 35): each has a tracked link /r/{slug} to the program's own affiliate
// link, and a signed postback URL its network reports conversions to.
import { z } from 'zod';
import { formMessages } from '../messages';
import type { CurrencyTotal } from './revenue';

export const programStatuses = ['Active', 'Paused'] as const;
export type ProgramStatus = (typeof programStatuses)[number];

/** Which of a visitor's clicks on the day of a conversion gets its credit. */
export const attributionModels = ['last', 'first'] as const;
export type AttributionModel = (typeof attributionModels)[number];
export const attributionLabels: Record<AttributionModel, string> = { last: 'Last click', first: 'First click' };

/** A tracked short link, as every screen shows it. */
export interface TrackedLink {
  id: string;
  slug: string;
  /** The address to share: this instance's /r/{slug}. */
  url: string;
  destination: string;
}

export interface AffiliateProgram {
  id: string;
  name: string;
  category: string;
  /** Free text, as the user wrote it ("30%", "$5–$20 per sale"). */
  commission: string;
  status: ProgramStatus;
  attribution: AttributionModel;
  link: TrackedLink;
  /** Where the network posts conversions; only Owners and Editors are shown it. */
  postbackUrl: string | null;
  /** In the selected period: commission by currency (reversals taken off), clicks counted, conversions reported. */
  earnings: Pick<CurrencyTotal, 'currency' | 'amountMinor'>[];
  clicks: number;
  conversions: number;
  createdAt: string;
}

const required = (max: number) =>
  z.string({ message: formMessages.fillRequired }).trim().min(1, formMessages.fillRequired).max(max, `At most ${max} characters`);

/** An address a visitor is sent to: http(s) only, never a script or a data address. */
export const destinationSchema = z
  .string({ message: formMessages.fillRequired })
  .trim()
  .min(1, formMessages.fillRequired)
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), formMessages.enterValidUrl);

/** POST /api/monetization/programs. */
export const programInputSchema = z.strictObject({
  name: required(120),
  category: required(60),
  commission: required(60),
  destination: destinationSchema,
  attribution: z.enum(attributionModels).default('last'),
});
export type ProgramInput = z.input<typeof programInputSchema>;

/** PATCH /api/monetization/programs/:id. */
export const programUpdateSchema = z.strictObject({
  name: required(120).optional(),
  category: required(60).optional(),
  commission: required(60).optional(),
  destination: destinationSchema.optional(),
  attribution: z.enum(attributionModels).optional(),
  status: z.enum(programStatuses).optional(),
});
export type ProgramUpdate = z.input<typeof programUpdateSchema>;

/** The categories the form suggests; any other may be typed. */
export const programCategories = ['Software', 'Hosting', 'E-commerce', 'Education', 'Finance', 'Travel', 'Health', 'Marketing'] as const;

/** What a network's postback may carry (query or form body); `amount` is the commission in major units. */
export const postbackSchema = z.object({
  click_id: z.string().trim().max(64).optional(),
  order_id: z.string().trim().min(1, 'order_id is required').max(200),
  /** Optional on a reversal, which then takes back what the order earned. */
  amount: z.coerce.number().finite().min(0).max(10_000_000).default(0),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .default('USD')
    .transform((code) => code.toUpperCase()),
  status: z.enum(['approved', 'reversed']).default('approved'),
});
export type Postback = z.output<typeof postbackSchema>;
