// What every AI draft shares, whichever area asked for it.

/** Where a draft came from: the configured AI provider, or the built-in offline writer. */
export type ContentSource = 'ai' | 'offline';

export const aiMessages = {
  generateFailed: 'Failed to generate content. Please try again.',
} as const;
