// The billing API's input schemas, kept apart from billing.ts so screens that only need its types
// and rules do not load zod.
import { z } from 'zod';
import type { CheckoutInput } from './billing';

/** Return addresses: paths on this site, or absolute URLs of the same origin (checked on the server). */
const returnUrl = z.string().trim().min(1).max(2048);

export const checkoutInputSchema = z.object({
  priceId: z.string().trim().min(1, 'Choose a plan first').max(255),
  successUrl: returnUrl.optional(),
  cancelUrl: returnUrl.optional(),
}) satisfies z.ZodType<CheckoutInput>;

export const portalInputSchema = z.object({ returnUrl: returnUrl.optional() });
