// Lead magnets (issue 35): a file or a link given for an e-mail address, through a public page and an
// embeddable form whose sign-up is Email Marketing's (double opt-in), the file sent by a signed link
// that expires once the address is confirmed.
import { z } from 'zod';
import { formMessages } from '../messages';
import { destinationSchema, type TrackedLink } from './programs';

/** The largest file a lead magnet gives: an e-book or a template, not a video course. */
export const leadMagnetFileLimit = 20 * 1024 * 1024;
/** How long the link in the delivery e-mail works; an expired one offers a new one. */
export const leadMagnetLinkDays = 7;

export const leadMagnetStatuses = ['Active', 'Paused'] as const;
export type LeadMagnetStatus = (typeof leadMagnetStatuses)[number];

export interface LeadMagnet {
  id: string;
  title: string;
  description: string;
  listId: string;
  /** The Email Marketing list's name; null when the list was deleted (the page then takes no sign-ups). */
  listName: string | null;
  kind: 'file' | 'link';
  file: { name: string; size: number; type: string } | null;
  linkUrl: string | null;
  /** The public sign-up page /l/{slug}. */
  pageUrl: string;
  /** A tracked link to the page, for sharing with content credit. */
  link: TrackedLink;
  /** The page's second heading in an A/B test, or null. */
  headingB: string | null;
  split: number;
  status: LeadMagnetStatus;
  /** In the selected period: the page's counted visitors and the confirmed sign-ups. */
  views: number;
  leads: number;
  createdAt: string;
}

const title = z.string({ message: formMessages.fillRequired }).trim().min(1, formMessages.fillRequired).max(120, 'At most 120 characters');
const description = z.string().trim().max(1000, 'At most 1,000 characters');

/**
 * POST /api/monetization/lead-magnets, a multipart form: these fields, and `file` when the kind is a
 * file. A link's address is checked here; a file's size and type on the server.
 */
export const leadMagnetInputSchema = z
  .strictObject({
    title,
    description: description.default(''),
    listId: z.uuid({ message: 'Choose a list in Email Marketing' }),
    kind: z.enum(['file', 'link']),
    linkUrl: z
      .union([destinationSchema, z.literal('')])
      .optional()
      .transform((value) => value || null),
  })
  .refine((input) => input.kind === 'file' || input.linkUrl !== null, { message: 'Enter the link to give', path: ['linkUrl'] });
export type LeadMagnetInput = z.input<typeof leadMagnetInputSchema>;

/** PATCH /api/monetization/lead-magnets/:id (JSON). */
export const leadMagnetUpdateSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  listId: z.uuid({ message: 'Choose a list in Email Marketing' }).optional(),
  linkUrl: destinationSchema.optional(),
  status: z.enum(leadMagnetStatuses).optional(),
});
export type LeadMagnetUpdate = z.input<typeof leadMagnetUpdateSchema>;
