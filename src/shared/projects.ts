// Projects and campaigns: shapes, input rules and their messages.
import { z } from 'zod';
import { calendarDay } from './dates';
import { formMessages } from './messages';

export const projectMessages = {
  created: 'Project created successfully!',
  fillRequired: formMessages.fillRequired,
  invalidUrl: formMessages.enterValidUrl,
  createFailed: 'Failed to create project. Please try again.',
  updated: 'Project updated successfully!',
  updateFailed: 'Failed to update project. Please try again.',
  deleteConfirm: (name: string) => `Delete ${name}? Its settings are removed; content you wrote stays in the library.`,
  deleted: 'Project deleted',
  deleteFailed: 'Failed to delete project. Please try again.',
} as const;

export const campaignMessages = {
  created: 'Campaign created successfully!',
  createFailed: 'Failed to create campaign. Please try again.',
  fillRequired: formMessages.fillRequired,
  startInPast: 'The start date cannot be in the past',
  endBeforeStart: 'The end date cannot be before the start date',
} as const;

export interface Project {
  id: string;
  name: string;
  url: string | null;
  niche: string | null;
  keywords: string[];
  competitors: string[];
  createdAt: string;
}

/** The site an address belongs to (its origin: SEO lists a site's issues under it, and a shell's first reads name the current project's), or null when it is not an http(s) address. */
export function siteOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
}

/** "a, b, ,c" and ["a", " b", ""] both become ["a", "b", "c"]: trimmed, empties dropped. */
export function splitList(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  return items.map((item) => item.trim()).filter(Boolean);
}

const listField = z
  .union([z.string().max(4000), z.array(z.string().max(200)).max(100)])
  .optional()
  .transform((value) => (value === undefined ? [] : splitList(value)));

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), projectMessages.invalidUrl);

export const projectInputSchema = z.object({
  name: z.string({ message: projectMessages.fillRequired }).trim().min(1, projectMessages.fillRequired).max(120),
  url: z
    .union([httpUrl, z.literal('')])
    .optional()
    .transform((value) => value || null),
  niche: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((value) => value || null),
  keywords: listField,
  competitors: listField,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const campaignTypes = ['email', 'social', 'content'] as const;
export const campaignGoals = [
  'Increase website traffic',
  'Generate leads',
  'Boost engagement',
  'Drive sales',
  'Build brand awareness',
  'Educate audience',
] as const;

export interface CampaignMetrics {
  sent: number;
  opened: number;
  clicked: number;
  converted: number;
}

export interface Campaign {
  id: string;
  name: string;
  type: (typeof campaignTypes)[number];
  status: string;
  description: string | null;
  targetAudience: string | null;
  goals: string[];
  startDate: string;
  endDate: string | null;
  metrics: CampaignMetrics;
  createdAt: string;
}

const isoDate = calendarDay(campaignMessages.fillRequired);

/** The day before today in UTC: the client's "today" may be a day behind or ahead of the server's. */
function earliestStart(now = new Date()): string {
  return new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export const campaignInputSchema = z
  .object({
    name: z.string({ message: campaignMessages.fillRequired }).trim().min(1, campaignMessages.fillRequired).max(120),
    type: z.enum(campaignTypes, { message: campaignMessages.fillRequired }),
    description: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .transform((value) => value || null),
    targetAudience: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((value) => value || null),
    goals: z.array(z.enum(campaignGoals)).max(campaignGoals.length).optional().default([]),
    startDate: isoDate,
    endDate: z
      .union([isoDate, z.literal('')])
      .optional()
      .transform((value) => value || null),
  })
  .refine((input) => input.startDate >= earliestStart(), { message: campaignMessages.startInPast, path: ['startDate'] })
  .refine((input) => !input.endDate || input.endDate >= input.startDate, {
    message: campaignMessages.endBeforeStart,
    path: ['endDate'],
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
