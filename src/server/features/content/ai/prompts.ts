// What the provider is asked for each kind of content. Each prompt spells out the JSON it must answer,
// because many OpenAI-compatible servers only promise "some JSON" and ignore the schema sent beside it.
import { contentTypes, type SocialPlatform, socialPlatforms } from '@/shared/content/content';
import { type ProjectContext, describeProject } from '../../../ai';
import type { ContentBrief } from './types';

const quoted = (topic: string) => JSON.stringify(topic);

/** The content template's part of a prompt (empty without one): its sections as `where`, and its instructions. */
function followTemplate(brief: ContentBrief, where: string): string {
  const template = brief.template;
  if (!template) return '';
  const lines = [`\nFollow the content template ${quoted(template.name)}; where it differs from the guidance above, the template wins.`];
  if (template.sections.length > 0)
    lines.push(`- Use these sections, in this order, as ${where}: ${template.sections.map(quoted).join(', ')}.`);
  if (template.prompt) lines.push(`- The template's instructions: ${template.prompt}`);
  return `${lines.join('\n')}\n`;
}

export function blogPostPrompt(brief: ContentBrief, project: ProjectContext | null): string {
  return `${describeProject(project)}

Write a blog post about ${quoted(brief.topic)} in a ${brief.tone} tone.
- "content" is Markdown: one # heading with the title, an introduction, at least three ## sections (### subsections where useful), at least one dash list ("- item") and one numbered list ("1. item"), and a closing ## section that ends with a clear call to action.
- Work the target keywords in where they read naturally; 700 to 1,200 words.
- "metaDescription": at most 160 characters, inviting a search user to click.
- "tags": 3 to 8 short tags, from the target keywords where they fit, without #.
${followTemplate(brief, 'the ## section headings of "content" (the introduction before them, the call to action in the last)')}
Answer with JSON: {"title": string, "metaDescription": string, "content": string, "tags": string[]}`;
}

const platformGuides: Record<SocialPlatform, string> = {
  Twitter: 'Twitter (X): at most 280 characters counting the text, one space and each hashtag; 1 to 3 hashtags.',
  LinkedIn:
    'LinkedIn: 600 to 1,300 characters, a strong first line, short paragraphs, a question or call to action at the end; 3 to 5 hashtags.',
  Instagram:
    'Instagram: a caption of 300 to 1,000 characters with line breaks, ending with a call to action such as "link in bio"; 8 to 15 hashtags.',
  Facebook: 'Facebook: 40 to 80 words that invite comments, ending with a question; 1 to 3 hashtags.',
  TikTok: 'TikTok: a video caption under 150 characters whose first words are a hook; 3 to 5 hashtags.',
  YouTube: 'YouTube: a Shorts description under 200 characters that opens with a hook; 3 to 5 hashtags.',
};

export function socialPostsPrompt(brief: ContentBrief, project: ProjectContext | null): string {
  return `${describeProject(project)}

Write one social media post per platform about ${quoted(brief.topic)} in a ${brief.tone} tone, for: ${brief.platforms.join(', ')}.
${brief.platforms.map((platform) => `- ${platformGuides[platform]}`).join('\n')}
- Each hashtag is one word with a leading # and no spaces (e.g. #EmailMarketing); hashtags go in "hashtags" only, not in "content".
${followTemplate(brief, 'the parts of each post, in that order')}
Answer with JSON: {"posts": [{"platform": one of ${socialPlatforms.map((p) => `"${p}"`).join(', ')}, "content": string, "hashtags": string[]}]}, exactly one post for each platform listed above.`;
}

export function emailCampaignPrompt(brief: ContentBrief, project: ProjectContext | null): string {
  const audience = project?.audience || 'business owners';
  return `${describeProject(project)}

Write a marketing e-mail about ${quoted(brief.topic)} for ${audience}, in a ${brief.tone} tone.
- "subject": at most 60 characters, specific, no clickbait or all caps.
- "content": plain text with a greeting, two or three short paragraphs, a dash list of 3 to 5 benefits, and a sign-off from the ${project?.name ?? 'Uplift'} team.
- "cta": the call-to-action button text, 2 to 5 words.
${followTemplate(brief, 'the parts of "content", each opening with the section\'s name on a line of its own')}
Answer with JSON: {"subject": string, "content": string, "cta": string}`;
}

export function videoScriptPrompt(brief: ContentBrief, project: ProjectContext | null): string {
  return `${describeProject(project)}

Write a 60-second video script about ${quoted(brief.topic)} in a ${brief.tone} tone.
- 5 to 8 scenes whose "time" ranges ("0:00-0:05", "0:05-0:15", ...) follow each other without gaps, starting at 0:00 and ending at 1:00.
- The first scene is a hook; the last scene ("...-1:00") is a call to action.
- Each scene's "text" is the narration spoken in it; "description" says what is on screen.
- "script" is the whole narration, scene by scene, each line starting with its time range in brackets.
${followTemplate(brief, 'the scenes, one scene per section')}
Answer with JSON: {"title": string, "script": string, "scenes": [{"time": string, "text": string, "description": string}]}`;
}

// Each round of "Generate More" leans a different way, so a provider without memory of earlier rounds
// still offers new ideas.
const ideaAngles = [
  'quick wins the team can publish this week',
  'in-depth, evergreen pieces that earn search traffic',
  'comparisons and alternatives to what competitors publish',
  'stories, case studies and behind-the-scenes material',
  'seasonal and trending hooks for the niche',
  'questions customers ask before they buy',
];

export function contentIdeasPrompt(project: ProjectContext | null, round: number): string {
  return `${describeProject(project)}

Suggest exactly six content ideas for this project (round ${round + 1}; focus on ${ideaAngles[round % ideaAngles.length]}).
- Mix the types (${contentTypes.join(', ')}): at least three different types among the six.
- Mix the effort: "difficulty" is "Easy", "Medium" or "Hard", and not all the same.
- "potential" is "Medium", "High" or "Very High": the traffic or engagement you expect.
- "title": at most 90 characters; "description": one or two sentences on the angle and why it will work.

Answer with JSON: {"ideas": [{"title": string, "description": string, "type": string, "difficulty": string, "potential": string}]}`;
}

export function insightsPrompt(project: ProjectContext | null): string {
  return `${describeProject(project)}

Give three to five actionable insights for growing this project's traffic through content.
- "title": at most 80 characters, phrased as an action.
- "detail": one or two sentences naming the concrete next step, using the project's keywords, niche or competitors.

Answer with JSON: {"insights": [{"title": string, "detail": string}]}`;
}
