// Smart Setup's inputs, for the form and the server alike.
import { z } from 'zod';
import { splitList } from '../projects';
import { setupMessages } from './setup';

export const urlAnalysisSchema = z.object({
  url: z
    .string({ message: setupMessages.enterWebsiteUrl })
    .trim()
    .min(1, setupMessages.enterWebsiteUrl)
    .max(2048, setupMessages.enterValidUrl)
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), setupMessages.enterValidUrl),
});

const list = z
  .union([z.string().max(4000), z.array(z.string().max(200)).max(100)])
  .optional()
  .transform((value) => (value === undefined ? [] : splitList(value)));

export const manualSetupSchema = z.object({
  niche: z.string({ message: setupMessages.fillRequired }).trim().min(1, setupMessages.fillRequired).max(120),
  keywords: list.refine((keywords) => keywords.length > 0, setupMessages.fillRequired),
  competitors: list,
});
