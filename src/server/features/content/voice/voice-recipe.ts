import { z } from 'zod';
import { type BrandVoiceFields, brandVoiceFieldsSchema } from '@/shared/content/voice';
import { defineRecipe } from '../../../ai';
import { analyseVoice } from './analyse-voice';

/** What of the samples goes into the prompt: enough to hear the voice, within a modest prompt. */
const promptCharacters = 12_000;

/** The provider reads the samples and answers every field; offline, the deterministic analysis does. */
export function learnVoiceRecipe(projectName: string, samples: readonly string[]) {
  let room = promptCharacters;
  const excerpts: string[] = [];
  for (const sample of samples) {
    if (room <= 200) break;
    const excerpt = sample.slice(0, Math.min(room, 2_000));
    excerpts.push(excerpt);
    room -= excerpt.length;
  }
  return defineRecipe({
    kind: 'brand-voice',
    answer: z.object({ voice: brandVoiceFieldsSchema }),
    prompt: `Describe the brand voice of ${projectName} from these samples of its own writing.
Answer {"voice": {"tone": string (one or two sentences), "vocabulary": string[] (up to 10 words it favours), "avoid": string[] (up to 6 words or phrases it would never use), "dos": string[] (up to 6 short rules), "donts": string[] (up to 6 short rules), "examples": string[] (up to 3 short passages quoted from the samples)}}.

Samples:
${excerpts.map((excerpt) => `---\n${excerpt}`).join('\n')}`,
    read: ({ voice }): BrandVoiceFields => voice,
    offline: () => analyseVoice(samples),
    title: () => `Brand voice of ${projectName}`,
  });
}
