import { clip } from '../platform-rules';
import type { ProjectContext } from '../../../../ai';
import type { Insight } from '../types';
import { audienceOf, inSentence, shortTopic } from './words';

/**
 * Advice read from the project's own data: what it targets, who it competes with, and what is still
 * missing from its setup. Three to five insights, most specific first.
 */
export function writeOfflineInsights(project: ProjectContext | null): Insight[] {
  if (!project) {
    return [
      {
        title: 'Set up your first project',
        detail: 'Run Smart Setup with your website so every draft uses your niche, keywords and competitors.',
      },
      repurpose,
      cadence,
    ];
  }
  const keywords = project.keywords.map((keyword) => shortTopic(keyword, 50));
  const [main, ...others] = keywords;
  const audience = audienceOf(project);
  const found = [
    main && {
      title: `Build a topic cluster around "${main}"`,
      detail: `Write one in-depth pillar post on ${main} and link it from ${others.length > 0 ? `shorter posts on ${others.slice(0, 3).join(', ')}` : 'three shorter posts on related questions'}.`,
    },
    project.competitors[0] && {
      title: `Answer what ${shortTopic(project.competitors[0], 40)} leaves out`,
      detail: `Compare your offer with ${project.competitors.slice(0, 3).join(', ')} in an honest post; people weighing their options search for exactly that.`,
    },
    project.niche && {
      title: `Start a regular ${inSentence(shortTopic(project.niche, 40))} series`,
      detail: `Publish one piece for ${audience} in the same slot every week; a steady series builds returning readers faster than one-off posts.`,
    },
    !main && {
      title: 'Add target keywords to your project',
      detail: 'Drafts and ideas are built around your keywords; add three to five phrases your customers search for.',
    },
    !project.audience && {
      title: 'Describe your audience',
      detail: 'Run Smart Setup on your website so drafts speak to your actual readers instead of business owners in general.',
    },
    repurpose,
    cadence,
  ].filter((insight): insight is Insight => Boolean(insight));
  return found.slice(0, 5).map((insight) => ({ title: clip(insight.title, 120), detail: clip(insight.detail, 600) }));
}

const repurpose: Insight = {
  title: 'Repurpose every blog post',
  detail: 'Turn each post into social posts for your main platforms and a 60-second video script; one idea then reaches three audiences.',
};

const cadence: Insight = {
  title: 'Plan a month ahead in the content calendar',
  detail: 'Schedule drafts for the next four weeks so publishing keeps going on busy weeks.',
};
