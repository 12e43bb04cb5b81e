// Conversion suggestions as a recipe: the provider rewords the candidates the rules found, one for
// one, keeping each one's figure and action; the offline writer states them as they are.
import { z } from 'zod';
import type { ConversionSuggestion } from '@/shared/monetization/suggestions';
import { defineRecipe } from '../../../ai';

const answer = z.object({
  suggestions: z.array(z.object({ title: z.string().trim().min(1).max(120), detail: z.string().trim().min(1).max(400) })),
});

export function suggestionsRecipe(candidates: readonly ConversionSuggestion[]) {
  const listed = candidates.map((item, index) => `${index + 1}. ${item.title} (${item.figure}): ${item.detail}`).join('\n');
  return defineRecipe({
    kind: 'conversion-suggestions',
    answer,
    prompt: `A site owner's Monetization Hub shows these findings, each from their own figures:
${listed}

Rewrite each finding as a practical suggestion, in the same order and the same number (${candidates.length}): a short title and one or two sentences of detail saying what to do. Quote no figure that is not above.

Answer with JSON: {"suggestions": [{"title": string, "detail": string}]}`,
    // Only as many as were asked, each keeping the figure and the action it was found with.
    read: (written): ConversionSuggestion[] =>
      candidates.map((candidate, index) => {
        const worded = written.suggestions[index];
        return worded ? { ...candidate, title: worded.title, detail: worded.detail } : candidate;
      }),
    offline: () => [...candidates],
    title: () => 'Conversion suggestions',
  });
}
