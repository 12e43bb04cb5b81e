import { describe, expect, test } from 'vitest';
import {
  blogPayloadSchema,
  contentIdeasSchema,
  contentInsightsSchema,
  contentTones,
  emailPayloadSchema,
  socialPayloadSchema,
  socialPlatforms,
  videoPayloadSchema,
} from '@/shared/content/content';
import { postLength } from '../platform-rules';
import { bakery } from '../../../../ai/test/fixtures';
import type { ProjectContext } from '../../../../ai';
import type { ContentBrief } from '../types';
import { writeOfflineBlogPost } from './blog-post';
import { writeOfflineContentIdeas } from './content-ideas';
import { writeOfflineEmailCampaign } from './email-campaign';
import { writeOfflineInsights } from './insights';
import { writeOfflineSocialPosts } from './social-posts';
import { writeOfflineVideoScript } from './video-script';

const brief: ContentBrief = { topic: 'Baking bread at home', tone: 'professional', platforms: [...socialPlatforms] };
const projects: Array<[string, ProjectContext | null]> = [
  ['a full project', bakery],
  ['a bare project', { name: 'Site', url: null, niche: null, keywords: [], competitors: [] }],
  ['no project', null],
];
// The longest topic the creator accepts, with a long keyword: limits must still hold.
const longTopic = `${'Sourdough fermentation science explained '.repeat(7)}`.slice(0, 300);
const wordy: ProjectContext = { ...bakery, keywords: ['x'.repeat(59), 'artisan bread baking techniques for busy families'] };

describe.each(projects)('the offline writer for %s', (_, project) => {
  test('every type is valid against its payload schema, for every tone', () => {
    for (const tone of contentTones) {
      const toned = { ...brief, tone };
      blogPayloadSchema.parse(writeOfflineBlogPost(toned, project));
      socialPayloadSchema.parse(writeOfflineSocialPosts(toned, project));
      emailPayloadSchema.parse(writeOfflineEmailCampaign(toned, project));
      videoPayloadSchema.parse(writeOfflineVideoScript(toned, project));
    }
    contentIdeasSchema.parse(writeOfflineContentIdeas(project, 0));
    contentInsightsSchema.parse(writeOfflineInsights(project));
  });

  test('the same input gives the same draft', () => {
    expect(writeOfflineBlogPost(brief, project)).toEqual(writeOfflineBlogPost(brief, project));
    expect(writeOfflineSocialPosts(brief, project)).toEqual(writeOfflineSocialPosts(brief, project));
    expect(writeOfflineVideoScript(brief, project)).toEqual(writeOfflineVideoScript(brief, project));
    expect(writeOfflineEmailCampaign(brief, project)).toEqual(writeOfflineEmailCampaign(brief, project));
    expect(writeOfflineInsights(project)).toEqual(writeOfflineInsights(project));
    expect(writeOfflineContentIdeas(project, 3)).toEqual(writeOfflineContentIdeas(project, 3));
  });
});

describe('blog post', () => {
  test('has an H1, several ## sections built on the keywords, both kinds of list and a call to action', () => {
    const post = writeOfflineBlogPost(brief, bakery);
    const lines = post.content.split('\n');
    expect(lines[0]).toBe(`# ${post.title}`);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections).toEqual(expect.arrayContaining(['## Sourdough Starter', '## Rye Bread', '## Conclusion']));
    expect(lines.some((line) => line.startsWith('- '))).toBe(true);
    expect(lines.some((line) => /^1\. /.test(line))).toBe(true);
    expect(post.content).toContain('**Get started today:**');
    expect(post.content).toContain('crumb.example');
    expect(post.tags).toEqual(['sourdough starter', 'rye bread', 'Artisan home baking', 'Baking bread at home']);
  });

  test('keeps the meta description within 160 characters, even for the longest topic', () => {
    expect(writeOfflineBlogPost({ ...brief, topic: longTopic }, wordy).metaDescription.length).toBeLessThanOrEqual(160);
  });

  test('the tone changes the wording', () => {
    const openings = contentTones.map((tone) => writeOfflineBlogPost({ ...brief, tone }, bakery).content.split('\n\n')[1]);
    expect(new Set(openings).size).toBe(contentTones.length);
    const emails = contentTones.map((tone) => writeOfflineEmailCampaign({ ...brief, tone }, bakery));
    expect(new Set(emails.map((email) => email.subject)).size).toBe(contentTones.length);
    expect(new Set(emails.map((email) => email.content.split('\n')[0])).size).toBe(contentTones.length);
  });
});

describe('social posts', () => {
  test('one per platform, a tweet within 280 characters with its hashtags, more hashtags on Instagram', () => {
    for (const [topic, project] of [
      [brief.topic, bakery],
      [longTopic, wordy],
    ] as const) {
      const posts = writeOfflineSocialPosts({ ...brief, topic }, project);
      expect(posts.map((post) => post.platform)).toEqual([...socialPlatforms]);
      const byPlatform = Object.fromEntries(posts.map((post) => [post.platform, post]));
      const tweet = byPlatform.Twitter!;
      expect(`${tweet.content} ${tweet.hashtags.join(' ')}`.length).toBeLessThanOrEqual(280);
      expect(postLength(tweet)).toBeLessThanOrEqual(280);
      expect(byPlatform.LinkedIn!.content.length).toBeGreaterThan(tweet.content.length);
      expect(byPlatform.Instagram!.hashtags.length).toBeGreaterThan(byPlatform.LinkedIn!.hashtags.length);
      expect(byPlatform.TikTok!.content.length).toBeLessThan(160);
      for (const post of posts) {
        expect(post.hashtags.length).toBeGreaterThan(0);
        for (const tag of post.hashtags) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
      }
    }
  });
});

describe('video script', () => {
  test('timed scenes run back to back from 0:00 to 1:00', () => {
    const { scenes, script } = writeOfflineVideoScript(brief, bakery);
    const seconds = (clock: string) => {
      const [minutes = '0', secs = '0'] = clock.split(':');
      return Number(minutes) * 60 + Number(secs);
    };
    const ranges = scenes.map((scene) => scene.time.split('-').map(seconds) as [number, number]);
    expect(scenes[0]?.time).toBe('0:00-0:05');
    expect(scenes.at(-1)?.time).toBe('0:55-1:00');
    ranges.slice(1).forEach(([start], index) => expect(start).toBe(ranges[index]?.[1]));
    expect(ranges.reduce((total, [start, end]) => total + end - start, 0)).toBe(60);
    expect(script).toContain('[0:00-0:05]');
  });
});

describe('content ideas', () => {
  test('six varied ideas, new ones each round, from the keywords', () => {
    const rounds = [0, 1, 2, 3].map((round) => writeOfflineContentIdeas(bakery, round));
    for (const ideas of rounds) {
      expect(ideas).toHaveLength(6);
      expect(new Set(ideas.map((idea) => idea.type)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(ideas.map((idea) => idea.difficulty)).size).toBeGreaterThanOrEqual(2);
      expect(new Set(ideas.map((idea) => idea.title)).size).toBe(6);
    }
    const titles = rounds.map((ideas) => ideas.map((idea) => idea.title).join('|'));
    expect(new Set(titles).size).toBe(rounds.length);
    expect(rounds[0]?.some((idea) => idea.title.includes('Sourdough Starter'))).toBe(true);
  });
});

describe('insights', () => {
  test('read the project: keywords, competitors and niche', () => {
    const insights = writeOfflineInsights(bakery);
    const text = JSON.stringify(insights);
    expect(insights.length).toBeGreaterThanOrEqual(3);
    for (const fact of ['sourdough starter', 'Loaf Masters', 'artisan home baking']) expect(text).toContain(fact);
    expect(JSON.stringify(writeOfflineInsights({ name: 'Site', url: null, niche: null, keywords: [], competitors: [] }))).toContain(
      'Add target keywords',
    );
  });
});
