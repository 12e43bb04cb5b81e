import type { ContentTemplate } from '@/shared/content/templates';

// The starter set every workspace sees: read-only, not counted against the plan's limit; a user
// duplicates one into their own templates to change it. Fixed ids, so a generation can name one.
const starter = (serial: number, template: Omit<ContentTemplate, 'id' | 'starter' | 'updatedAt'>): ContentTemplate => ({
  id: `00000000-0000-4000-8000-${serial.toString().padStart(12, '0')}`,
  starter: true,
  updatedAt: null,
  ...template,
});

export const starterTemplates: readonly ContentTemplate[] = [
  starter(1, {
    name: 'How-to guide',
    type: 'blog',
    tone: 'friendly',
    structure: [
      'What you will need',
      'Step 1: Get set up',
      'Step 2: Do the main task',
      'Step 3: Check the result',
      'Common mistakes to avoid',
    ].join('\n'),
    prompt:
      'Teach one task from start to finish. Number the steps, keep each step to one action, and say what the reader should see when it worked.',
    platforms: [],
  }),
  starter(2, {
    name: 'Listicle',
    type: 'blog',
    tone: 'conversational',
    structure: ['Why this list matters', 'The first idea', 'The second idea', 'The third idea', 'The fourth idea', 'The fifth idea'].join(
      '\n',
    ),
    prompt: 'Write a numbered list article. Give each item a specific, scannable heading and one concrete example or tip under it.',
    platforms: [],
  }),
  starter(3, {
    name: 'Case study',
    type: 'blog',
    tone: 'authoritative',
    structure: ['The customer', 'The challenge', 'The solution', 'The results', 'What others can learn'].join('\n'),
    prompt:
      'Tell a customer story with a clear before and after. Put figures in the results section where the topic gives them; never invent names.',
    platforms: [],
  }),
  starter(4, {
    name: 'Product launch post',
    type: 'social',
    tone: 'casual',
    structure: ['Hook: the problem the product solves', 'Body: what is new and who it is for', 'CTA: where to try it'].join('\n'),
    prompt: 'Announce something new. Open with the customer’s problem, not the product name, and end with one clear next step.',
    platforms: ['LinkedIn', 'Twitter', 'Instagram'],
  }),
  starter(5, {
    name: 'Newsletter',
    type: 'email',
    tone: 'friendly',
    structure: ['This week’s highlight', 'What we learned', 'Worth reading', 'Coming up next'].join('\n'),
    prompt: 'Write a regular newsletter that reads like a note from a person. Keep each section short and link-worthy.',
    platforms: [],
  }),
  starter(6, {
    name: 'Video explainer',
    type: 'video',
    tone: 'conversational',
    structure: ['Hook: a question the viewer has', 'The problem', 'How it works', 'A quick example', 'Call to action'].join('\n'),
    prompt:
      'Explain one idea in plain words for someone who has never heard of it. Each scene shows something on screen that matches the narration.',
    platforms: [],
  }),
];

export const starterTemplateById = (id: string) => starterTemplates.find((template) => template.id === id);
