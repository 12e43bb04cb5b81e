import type { SocialPlatform, SocialPost } from '@/shared/content/content';
import { fitPost, tidyHashtags } from '../platform-rules';
import { type ProjectContext, speakInVoice } from '../../../../ai';
import type { ContentBrief } from '../types';
import { type ToneWords, toneWords } from './tone';
import { audienceOf, focusPoints, inSentence, sentenceStart, shortTopic } from './words';

interface PostMaterial {
  words: ToneWords;
  topic: string;
  /** The topic cut short, for the platforms that live on a one-line hook. */
  hookTopic: string;
  audience: string;
  points: string[];
  /** Where the post sends people: the project's site, else nowhere in particular. */
  link: string;
}

/** One post per requested platform, in the order asked, each shaped and sized for its platform. */
export function writeOfflineSocialPosts(brief: ContentBrief, project: ProjectContext | null): SocialPost[] {
  const material: PostMaterial = {
    words: toneWords[brief.tone],
    topic: inSentence(shortTopic(brief.topic, 120)),
    hookTopic: inSentence(shortTopic(brief.topic, 50)),
    audience: audienceOf(project),
    points: focusPoints(brief.topic, project, 3),
    link: project?.url ?? '',
  };
  const sources = [...(project?.keywords ?? []), project?.niche ?? '', shortTopic(brief.topic, 40)];
  const templateSections = brief.template?.sections ?? [];
  return [...new Set(brief.platforms)].map((platform) => {
    const shaped = platformPost[platform](material);
    // A template's outline (hook, body, call to action...) gives each post its parts, one paragraph each.
    const written = templateSections.length > 0 ? templatePost(templateSections, material) : shaped.content;
    const content = speakInVoice(written, project?.voice);
    const { tagCount, extraTags } = shaped;
    const hashtags = tidyHashtags([...sources, ...extraTags]).slice(0, tagCount);
    return fitPost({ platform, content, hashtags });
  });
}

type PlatformPost = (material: PostMaterial) => { content: string; tagCount: number; extraTags: string[] };

const platformPost: Record<SocialPlatform, PlatformPost> = {
  // Short enough that the hashtags still fit in 280 characters.
  Twitter: ({ words, hookTopic, points, link }) => ({
    content: `${words.hook(hookTopic)} ${sentenceStart(points[0] ?? hookTopic)} is a good place to begin. Start small, stay consistent, measure what works.${link ? ` ${link}` : ''}`,
    tagCount: 2,
    extraTags: ['Marketing'],
  }),
  LinkedIn: ({ words, topic, audience, points, link }) => ({
    content: [
      words.hook(topic),
      `Many ${audience} treat ${topic} as an afterthought. The ones who grow treat it as a system.`,
      `Three things that make the difference:\n${points.map((point) => `- ${sentenceStart(point)}`).join('\n')}`,
      'None of these needs a big budget, only a plan and the patience to follow it for a few months.',
      words.question(topic),
      link && `More on our site: ${link}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    tagCount: 4,
    extraTags: ['Growth', 'SmallBusiness'],
  }),
  Instagram: ({ words, topic, points }) => ({
    content: [
      words.hook(topic),
      points.map((point, index) => `${index + 1}. ${sentenceStart(point)}`).join('\n'),
      'Save this post for the next time you plan your week.',
      `${words.cta}: link in bio.`,
    ].join('\n\n'),
    tagCount: 12,
    extraTags: [
      'Tips',
      'HowTo',
      'SmallBusiness',
      'Growth',
      'Inspiration',
      'Community',
      'DailyTips',
      'Ideas',
      'LearnSomethingNew',
      'Motivation',
    ],
  }),
  Facebook: ({ words, topic, points, link }) => ({
    content: `${words.hook(topic)} We've been thinking about ${points[0]} and ${points[1] ?? topic}, and how small changes there make a real difference. ${words.question(topic)}${link ? `\n\n${link}` : ''}`,
    tagCount: 2,
    extraTags: ['Community'],
  }),
  TikTok: ({ words, hookTopic }) => ({
    content: `${words.hook(hookTopic)} Watch till the end for the one step most people skip.`,
    tagCount: 4,
    extraTags: ['LearnOnTikTok', 'Tips'],
  }),
  YouTube: ({ words, hookTopic, points }) => ({
    content: `${words.hook(hookTopic)} ${sentenceStart(points[0] ?? hookTopic)} in under a minute.`,
    tagCount: 3,
    extraTags: ['Shorts'],
  }),
};

/** One paragraph per template section: the first hooks, the last calls to action, those between carry the points. */
function templatePost(sections: readonly string[], { words, topic, points, link }: PostMaterial): string {
  return sections
    .map((_section, index) => {
      if (index === 0) return words.hook(topic);
      if (index === sections.length - 1 && sections.length > 1) return `${words.cta}${link ? `: ${link}` : '.'}`;
      return `${sentenceStart(points[(index - 1) % Math.max(points.length, 1)] ?? topic)} makes a real difference to ${topic}.`;
    })
    .join('\n\n');
}
