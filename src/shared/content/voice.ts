// A project's brand voice (custom_ai_training, Enterprise): learned from its own writing, edited by
// the user, and handed to every AI writer of the product. The API's shapes and the quoted texts.
import { z } from 'zod';
import { contentMessages } from './content';

export const voiceMessages = {
  notOnPlan: 'Brand voice (custom AI training) is part of the Enterprise plan.',
  toneTooLong: 'Keep the tone description under 500 characters',
  tooManyWords: 'Keep each list to 30 entries or fewer',
  entryTooLong: 'Keep each entry under 200 characters',
  tooManyExamples: 'Keep at most 5 example passages',
  exampleTooLong: 'Keep each example under 1,000 characters',
  uploadType: 'Upload .txt, .md or .html files only',
  uploadTooLarge: 'Each file must be under 150 KB of text',
  tooManyUploads: 'Upload at most 5 files at a time',
  nothingToLearnFrom: 'Choose at least one source: your content library, your site or a file',
  learningUnderWay: 'The brand voice is already being learned. Wait for it to finish.',
  learnFailed: 'The brand voice could not be learned. Try again in a moment.',
  noSamples: 'There was no text to learn from: add content, check the site address or upload a file.',
  saved: 'Brand voice saved',
  enterTopic: contentMessages.enterTopic,
} as const;

/** The most text one uploaded file may hold (characters, after HTML is stripped it is less). */
export const maxUploadCharacters = 150_000;

const entry = z.string().trim().min(1).max(200, voiceMessages.entryTooLong);
const entries = z.array(entry).max(30, voiceMessages.tooManyWords);

/** What a voice says: every field the user reviews and edits. */
export const brandVoiceFieldsSchema = z.object({
  tone: z.string().trim().max(500, voiceMessages.toneTooLong),
  vocabulary: entries,
  avoid: entries,
  dos: entries,
  donts: entries,
  examples: z.array(z.string().trim().min(1).max(1000, voiceMessages.exampleTooLong)).max(5, voiceMessages.tooManyExamples),
});
export type BrandVoiceFields = z.output<typeof brandVoiceFieldsSchema>;

/** Where a learned voice came from: how many samples of each kind. */
export interface VoiceSources {
  contentItems: number;
  pages: number;
  uploads: number;
}

export interface BrandVoice extends BrandVoiceFields {
  projectId: string;
  learnedFrom: VoiceSources | null;
  learnedAt: string | null;
  updatedAt: string;
}

/** One run of learning, which the screen follows. */
export interface VoiceLearning {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** 0 to 100. */
  progress: number;
  stage: string;
  error: string | null;
}

/** The Brand voice section: the saved voice (null before the first) and the latest learning. */
export interface BrandVoiceState {
  voice: BrandVoice | null;
  learning: VoiceLearning | null;
}

const uploadSchema = z.object({
  name: z
    .string()
    .trim()
    .max(200)
    .regex(/\.(txt|md|markdown|html?)$/i, voiceMessages.uploadType),
  text: z.string().max(maxUploadCharacters, voiceMessages.uploadTooLarge),
});

export const learnVoiceSchema = z
  .object({
    fromContent: z.boolean().default(true),
    fromSite: z.boolean().default(true),
    uploads: z.array(uploadSchema).max(5, voiceMessages.tooManyUploads).default([]),
  })
  .refine((input) => input.fromContent || input.fromSite || input.uploads.length > 0, { message: voiceMessages.nothingToLearnFrom });
export type LearnVoiceInput = z.input<typeof learnVoiceSchema>;

/** Before/after: the same sample written without and with the voice as edited (not yet saved). */
export const previewVoiceSchema = z.object({
  topic: z.string().trim().min(1, voiceMessages.enterTopic).max(200),
  voice: brandVoiceFieldsSchema,
});
export type PreviewVoiceInput = z.input<typeof previewVoiceSchema>;

export interface VoicePreview {
  before: string;
  after: string;
  source: 'ai' | 'offline';
}
