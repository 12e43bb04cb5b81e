// Digital products (issue 35): what the workspace sells itself, each with a tracked link to where it is bought.
import { z } from 'zod';
import { formMessages } from '../messages';
import { destinationSchema, type TrackedLink } from './programs';
import { offerNameSchema, priceSchema } from './price';
import type { CurrencyTotal } from './revenue';

export const productTypes = ['Online Course', 'eBook', 'Digital Template', 'Software', 'Membership'] as const;
export type ProductType = (typeof productTypes)[number];

export const productStatuses = ['Active', 'Paused'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export interface DigitalProduct {
  id: string;
  name: string;
  type: ProductType;
  priceMinor: number;
  currency: string;
  status: ProductStatus;
  link: TrackedLink | null;
  /** In the selected period: sales recorded against it, and their revenue by currency. */
  sales: number;
  revenue: Pick<CurrencyTotal, 'currency' | 'amountMinor'>[];
  createdAt: string;
}

const priceField = priceSchema(49);
const name = offerNameSchema;
const optionalDestination = z
  .union([destinationSchema, z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || null);

/** POST /api/monetization/products: a price without a currency is in dollars (the spec's leading $). */
export const productInputSchema = z.strictObject({
  name,
  type: z.enum(productTypes, { message: formMessages.fillRequired }),
  price: priceField,
  destination: optionalDestination,
});
export type ProductInput = z.input<typeof productInputSchema>;

/** PATCH /api/monetization/products/:id: an empty sale page removes the product's link; a missing one keeps it. */
export const productUpdateSchema = z.strictObject({
  name: name.optional(),
  type: z.enum(productTypes).optional(),
  price: priceField.optional(),
  destination: z
    .union([destinationSchema, z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  status: z.enum(productStatuses).optional(),
});
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** A day of a product's Analytics dialog. */
export interface ProductDay {
  day: string;
  clicks: number;
  sales: number;
  revenueMinor: number;
}

/** GET /api/monetization/products/:id/analytics?range: one currency's days (the product's own). */
export interface ProductAnalytics {
  currency: string;
  days: ProductDay[];
}
