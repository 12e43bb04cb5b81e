import type { ContentIdea } from '@/shared/content/content';
import { clip } from '../platform-rules';
import type { ProjectContext } from '../../../../ai';
import { audienceOf, inSentence, shortTopic, titleCase } from './words';

interface IdeaTemplate {
  type: ContentIdea['type'];
  difficulty: ContentIdea['difficulty'];
  potential: ContentIdea['potential'];
  title(subject: string, rival: string): string;
  description(subject: string, audience: string): string;
}

// Ordered so that each half (the six ideas of one round) mixes all four types and every difficulty.
const templates: IdeaTemplate[] = [
  {
    type: 'blog',
    difficulty: 'Easy',
    potential: 'High',
    title: (s) => `The Beginner's Guide to ${s}`,
    description: (s, a) => `A plain-language introduction to ${s} for ${a}, answering the first questions people search for.`,
  },
  {
    type: 'social',
    difficulty: 'Easy',
    potential: 'Medium',
    title: (s) => `5 Quick ${s} Tips for Your Feed`,
    description: (s) => `A short series of posts, one tip a day, that makes ${s} easy to act on.`,
  },
  {
    type: 'video',
    difficulty: 'Medium',
    potential: 'Very High',
    title: (s) => `${s} Explained in 60 Seconds`,
    description: (s) => `A short vertical video that explains ${s} with one clear example; made for Shorts, Reels and TikTok.`,
  },
  {
    type: 'email',
    difficulty: 'Medium',
    potential: 'High',
    title: (s) => `A 3-Part ${s} E-mail Course`,
    description: (s, a) => `Three e-mails over a week that take ${a} from curious to confident about ${s}.`,
  },
  {
    type: 'blog',
    difficulty: 'Hard',
    potential: 'Very High',
    title: (s) => `${s}: The Complete Checklist`,
    description: (s) => `An in-depth, evergreen checklist on ${s} that earns links and ranks for long-tail searches.`,
  },
  {
    type: 'social',
    difficulty: 'Medium',
    potential: 'High',
    title: (s) => `${s}: Myths vs. Facts`,
    description: (s) => `A carousel that corrects common myths about ${s}; easy to share and save.`,
  },
  {
    type: 'blog',
    difficulty: 'Medium',
    potential: 'High',
    title: (s) => `7 ${s} Mistakes to Avoid`,
    description: (s, a) => `The mistakes ${a} make most often with ${s}, and what to do instead.`,
  },
  {
    type: 'video',
    difficulty: 'Hard',
    potential: 'High',
    title: (s) => `Behind the Scenes: How We Approach ${s}`,
    description: (s) => `A walkthrough of your own process for ${s}; builds trust by showing the work.`,
  },
  {
    type: 'email',
    difficulty: 'Easy',
    potential: 'Medium',
    title: (s) => `Monthly ${s} Roundup`,
    description: (s) => `A newsletter that collects the month's best ideas on ${s}, with one recommendation from you.`,
  },
  {
    type: 'social',
    difficulty: 'Hard',
    potential: 'Very High',
    title: (s) => `A 7-Day ${s} Challenge`,
    description: (s, a) => `Daily prompts that get ${a} practising ${s} and sharing results with your hashtag.`,
  },
  {
    type: 'blog',
    difficulty: 'Hard',
    potential: 'Very High',
    title: (s, rival) => `${s}: Us vs. ${rival}`,
    description: (s) => `An honest comparison on ${s} that captures people weighing their options.`,
  },
  {
    type: 'video',
    difficulty: 'Easy',
    potential: 'Medium',
    title: (s) => `Answering Your Top ${s} Questions`,
    description: (s) => `A Q&A video on the questions customers ask most about ${s}.`,
  },
];

const perRound = 6;

/**
 * Six ideas built from the project's keywords and niche. Round n takes the next six of a fixed
 * sequence of (template, subject) pairs, so "Generate More" gives new ideas, the same ones for the
 * same round. `round` counts from 0.
 */
export function writeOfflineContentIdeas(project: ProjectContext | null, round: number): ContentIdea[] {
  const subjects = subjectsOf(project);
  const rival = project?.competitors[0] ? shortTopic(project.competitors[0], 40) : 'the Alternatives';
  const audience = audienceOf(project);
  const start = round * perRound;
  return Array.from({ length: perRound }, (_, offset) => {
    const position = start + offset;
    const template = templates[position % templates.length] as IdeaTemplate;
    // The pairing shifts by one subject each time the templates come round again.
    const subject = subjects[(position + Math.floor(position / templates.length)) % subjects.length] as Subject;
    return {
      title: template.title(subject.title, rival),
      description: clip(template.description(subject.plain, audience), 500),
      type: template.type,
      difficulty: template.difficulty,
      potential: template.potential,
    };
  });
}

interface Subject {
  /** For titles: "Sourdough Starter". */
  title: string;
  /** For sentences: "sourdough starter". */
  plain: string;
}

/** The project's keywords and niche; at least two, so rounds keep changing. */
function subjectsOf(project: ProjectContext | null): Subject[] {
  const own = [...(project?.keywords ?? []), project?.niche ?? ''].map((subject) => shortTopic(subject, 50)).filter(Boolean);
  const fallbacks = ['content marketing', 'customer stories'];
  const unique = [...new Map(own.map((subject) => [subject.toLowerCase(), subject])).values()];
  for (const fallback of fallbacks) {
    if (unique.length >= 2) break;
    if (!unique.some((subject) => subject.toLowerCase() === fallback)) unique.push(fallback);
  }
  return unique.map((subject) => ({ title: titleCase(subject), plain: inSentence(subject) }));
}
