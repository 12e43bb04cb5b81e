// The branding API's input, kept apart from branding.ts so the app's frame, which shows the Branding
// tab's name, does not build it.
import { z } from 'zod';
import { type BrandingFields, brandingMessages, hexColorPattern } from './branding';

export const hexColorSchema = z
  .string({ error: brandingMessages.invalidColor })
  .trim()
  .regex(hexColorPattern, brandingMessages.invalidColor)
  .transform((value) => value.toLowerCase());

export const brandingSchema = z.object({
  displayName: z
    .string({ error: brandingMessages.nameRequired })
    .trim()
    .min(1, brandingMessages.nameRequired)
    .max(80, brandingMessages.nameTooLong),
  primaryColor: hexColorSchema,
  accentColor: hexColorSchema,
  footerText: z.string({ error: brandingMessages.footerTooLong }).trim().max(300, brandingMessages.footerTooLong).default(''),
}) satisfies z.ZodType<BrandingFields>;

export type BrandingInput = z.input<typeof brandingSchema>;
