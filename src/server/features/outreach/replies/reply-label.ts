import { z } from 'zod';
import { type ReplyLabel, replyLabels } from '@/shared/outreach/campaigns';
import { type AiEngine, defineRecipe, type GenerationScope } from '../../../ai';
import { ServiceError } from '../../../lib/service-error';

const keywordLabels: [ReplyLabel, RegExp][] = [
  [
    'unsubscribe',
    /\b(unsubscribe|remove me|take me off|stop (e-?mailing|contacting|writing)|do not (e-?mail|contact)|don'?t (e-?mail|contact))\b/i,
  ],
  [
    'not_interested',
    /\b(not interested|no thanks|no,? thank you|we don'?t (do|accept|publish)|we do not (do|accept|publish)|not a fit|pass on this)\b/i,
  ],
  ['not_now', /\b(not now|not right now|later|next (week|month|quarter|year)|busy|get back to you|circle back|maybe in)\b/i],
  ['interested', /\b(yes|sure|interested|sounds (good|great)|happy to|love to|let'?s do|go ahead|send (it|me|over))\b/i],
];

/** The offline reading of a reply: the first of unsubscribe, not interested, not now, interested whose words it uses. */
export function labelByKeywords(text: string): ReplyLabel {
  return keywordLabels.find(([, words]) => words.test(text))?.[0] ?? 'not_now';
}

/** What a prospect's reply says: the AI's label when a provider answers, else the keywords'. */
export async function labelReply(ai: AiEngine, who: GenerationScope | null, text: string): Promise<ReplyLabel> {
  const offline = labelByKeywords(text);
  if (!who) return offline;
  try {
    const recipe = defineRecipe({
      kind: 'outreach-reply-label',
      answer: z.object({ label: z.enum(replyLabels) }),
      prompt: `Label this reply to an outreach e-mail (a guest post, link or partnership request) as one of: interested, not_now, not_interested, unsubscribe (they ask never to be contacted again).
Reply: ${JSON.stringify(text.slice(0, 2000))}
Answer with JSON: {"label": string}`,
      read: (answer) => answer.label,
      offline: () => offline,
      title: () => 'Reply label',
    });
    return (await ai.write(recipe, who)).payload;
  } catch (error) {
    if (error instanceof ServiceError) return offline;
    throw error;
  }
}
