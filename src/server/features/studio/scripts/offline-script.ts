import type { ProjectContext } from '../../../ai';
import { type ScenePlan, sceneLengths, wordsPerSecond } from './scene-plan';

export interface DraftScene {
  narration: string;
  text: string;
}

/** Three sentences or more (two in a long text) are the user's own script, cut into scenes rather than written about. */
export function isScript(topic: string): boolean {
  const sentences = (topic.match(/[.!?](\s|$)/g) ?? []).length;
  return sentences >= 3 || (topic.length > 160 && sentences >= 2);
}

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const headlineOf = (sentence: string, limit = 60) => {
  const words = sentence.replace(/[.!?]+$/, '').split(' ');
  let headline = '';
  for (const word of words) {
    if ((headline + ' ' + word).trim().length > limit) break;
    headline = `${headline} ${word}`.trim();
  }
  return headline || sentence.slice(0, limit);
};

/** The user's script cut into the plan's scenes at sentence ends, each with its first words on screen. */
export function scenesFromScript(script: string, plan: ScenePlan): DraftScene[] {
  const sentences = sentencesOf(script);
  const count = Math.min(plan.scenes, sentences.length);
  const perScene = Math.ceil(sentences.length / count);
  const scenes: DraftScene[] = [];
  for (let start = 0; start < sentences.length; start += perScene) {
    const narration = sentences.slice(start, start + perScene).join(' ');
    scenes.push({ narration, text: headlineOf(sentences[start]!) });
  }
  return scenes;
}

const topicPhrase = (topic: string) =>
  topic
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '')
    .trim()
    .slice(0, 80);

/** The topic inside a sentence: a first word that is not a name or an acronym loses its capital. */
const inSentence = (phrase: string) => (/^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase);

const capitalised = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** What a middle scene adds after its point, in turn. */
const advice = [
  'Start small, and keep it simple.',
  'Check what changes each week.',
  'Write down what works for you.',
  'Small, steady steps add up fast.',
];

/** The sentences that fit a scene's length at the voice's pace: the first always, the others while there is room. */
const fitted = (sentences: readonly string[], seconds: number) => {
  const room = Math.max(6, Math.floor(seconds * wordsPerSecond));
  const words = (sentence: string) => sentence.split(' ').length;
  let used = 0;
  return sentences
    .filter((sentence, index) => {
      if (index > 0 && used + words(sentence) > room) return false;
      used += words(sentence);
      return true;
    })
    .join(' ');
};

/**
 * Scenes about a topic without a provider: a hook, the points the project's keywords suggest, and a
 * call to action naming the site, each narration sized to its scene's length.
 */
export function scenesAboutTopic(topic: string, plan: ScenePlan, project: ProjectContext | null): DraftScene[] {
  const subject = topicPhrase(topic);
  const lengths = sceneLengths(plan.duration, plan.scenes);
  const points = [...(project?.keywords ?? []), 'the basics', 'one habit that helps', 'a common mistake', 'what to measure'];
  const site = project?.name && project.name !== 'Your site' ? project.name : null;
  return lengths.map((seconds, index) => {
    if (index === 0)
      return { narration: fitted([`${capitalised(subject)}: here is what to know, in ${plan.duration} seconds.`], seconds), text: subject };
    if (index === lengths.length - 1)
      return {
        narration: fitted(
          [`That is ${inSentence(subject)}, in short.`, site ? `Find more at ${site}.` : 'Follow for more like this.'],
          seconds,
        ),
        text: site ? `More at ${site}` : 'Follow for more',
      };
    const point = points[(index - 1) % points.length]!;
    return {
      narration: fitted([`Point ${index}: ${point}.`, advice[(index - 1) % advice.length]!], seconds),
      text: `${index}. ${capitalised(point)}`,
    };
  });
}
