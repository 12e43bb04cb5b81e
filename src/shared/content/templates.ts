// Content templates (catalogue entry content_templates): reusable outlines the AI Content Creator starts
// from. The workspace keeps its own (10 / 50 / unlimited per plan); a starter set is everyone's, read-only.
import { z } from 'zod';
import { type ContentTone, type ContentType, type SocialPlatform, contentTones, contentTypes, socialPlatforms } from './content';

export const contentTemplateMessages = {
  nameRequired: 'Please enter a template name',
  nameTooLong: 'A template name has at most 100 characters',
  structureTooLong: 'A structure has at most 4,000 characters',
  promptTooLong: 'Instructions have at most 2,000 characters',
  created: 'Template created',
  saved: 'Template saved',
  duplicated: 'Template copied to your templates',
  deleted: 'Template deleted',
  saveFailed: 'Failed to save template',
  deleteFailed: 'Failed to delete template',
  loadFailed: 'Templates could not be loaded',
  starterReadOnly: 'Starter templates cannot be changed; duplicate one to edit your own copy.',
  limitReached: (limit: number) => `Your plan keeps up to ${limit} content templates. Delete one or upgrade to keep more.`,
} as const;

/** POST and PUT /api/content/templates: what a template is made of. */
export const contentTemplateInputSchema = z.object({
  name: z
    .string({ message: contentTemplateMessages.nameRequired })
    .trim()
    .min(1, contentTemplateMessages.nameRequired)
    .max(100, contentTemplateMessages.nameTooLong),
  type: z.enum(contentTypes),
  tone: z.enum(contentTones).default('professional'),
  /** The outline, one section per line: headings of a post, hook/body/CTA of a post, scenes of a video. */
  structure: z.string().trim().max(4_000, contentTemplateMessages.structureTooLong).default(''),
  /** What the AI writer is told beside the topic. */
  prompt: z.string().trim().max(2_000, contentTemplateMessages.promptTooLong).default(''),
  /** Ticked when the creator starts from it (social templates only). */
  platforms: z.array(z.enum(socialPlatforms)).max(socialPlatforms.length).default([]),
});
export type ContentTemplateInput = z.input<typeof contentTemplateInputSchema>;

export interface ContentTemplate {
  id: string;
  name: string;
  type: ContentType;
  tone: ContentTone;
  structure: string;
  prompt: string;
  platforms: SocialPlatform[];
  /** One of the starter set: everyone's, read-only, not counted against the plan. */
  starter: boolean;
  updatedAt: string | null;
}

/** GET /api/content/templates: the workspace's own, the starter set, and how many the plan keeps. */
export interface ContentTemplateList {
  templates: ContentTemplate[];
  starters: ContentTemplate[];
  used: number;
  limit: number | 'unlimited';
}

/** The sections of a structure: one per non-empty line, without list marks or heading hashes. */
export function structureSections(structure: string): string[] {
  return structure
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:#{1,6}\s+|[-*•]\s+|\d{1,3}[.)]\s+)/, '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .slice(0, 40);
}

/** "3 of 10 templates" for a limited plan; null when the plan keeps any number. */
export function templateUsageText(used: number, limit: number | 'unlimited'): string | null {
  return limit === 'unlimited' ? null : `${used} of ${limit} templates`;
}
