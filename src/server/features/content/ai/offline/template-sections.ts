// The offline writer's way of following a content template: one part of the draft per section of the
// template's structure, in its order, so the draft visibly takes the template's shape.
import { inSentence, pick, sentenceStart } from './words';

const sectionParagraphs: Array<(section: string, topic: string, point: string) => string> = [
  (section, topic, point) =>
    `When it comes to ${topic}, ${inSentence(section)} deserves its own attention. Start with ${point} and keep it specific.`,
  (section, topic, point) =>
    `${sentenceStart(section)} is where readers decide whether ${topic} is worth their time, so lead with ${point}.`,
  (section, topic) => `Keep ${inSentence(section)} short and concrete: one idea about ${topic}, one example, one thing to do next.`,
];

/** A paragraph for one section of a template, about the topic and one of its focus points. */
export function sectionParagraph(section: string, topic: string, points: readonly string[], index: number, seed: number): string {
  const point = points[index % Math.max(points.length, 1)] ?? topic;
  return pick(sectionParagraphs, seed + index)(section, topic, point);
}

/** A blog post's `##` sections, one per template section, every other one with a short list. */
export function templateBlogSections(sections: readonly string[], topic: string, points: readonly string[], seed: number): string[] {
  return sections.map((section, index) => {
    const body = sectionParagraph(section, topic, points, index, seed);
    const list =
      index % 2 === 0
        ? `\n\n${[`Say what ${inSentence(section)} means for your readers`, `Give one example from ${topic}`, 'End with the next step'].map((item) => `- ${item}`).join('\n')}`
        : '';
    return `## ${section}\n\n${body}${list}`;
  });
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Scenes that share the video's 60 seconds between the template's sections, without gaps. */
export function templateScenes(sections: readonly string[], topic: string, points: readonly string[], seed: number) {
  const shown = sections.slice(0, 12);
  return shown.map((section, index) => {
    const start = Math.round((60 * index) / shown.length);
    const end = Math.round((60 * (index + 1)) / shown.length);
    return {
      time: `${clock(start)}-${clock(end)}`,
      text: sectionParagraph(section, topic, points, index, seed),
      description: `On-screen title: ${section}`,
    };
  });
}
