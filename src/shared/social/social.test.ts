import { describe, expect, test } from 'vitest';
import { type MediaFacts, mediaProblem, youtubeTextProblem, youtubeVideoText } from './social';

const video: MediaFacts = { name: 'tour.mp4', kind: 'video', mimeType: 'video/mp4', size: 3_000_000 };
const image: MediaFacts = { name: 'loaf.jpg', kind: 'image', mimeType: 'image/jpeg', size: 200_000 };

describe('a YouTube video from a post', () => {
  test('the first line is the title and the rest the description', () => {
    expect(youtubeVideoText('  A morning at the bakery\n\nFrom five o’clock on.\nWith croissants.  ')).toEqual({
      title: 'A morning at the bakery',
      description: 'From five o’clock on.\nWith croissants.',
    });
    expect(youtubeVideoText('Only a title')).toEqual({ title: 'Only a title', description: '' });
  });

  test('a first line too long for a title is cut for it, and the whole text describes the video', () => {
    const line = `${'word '.repeat(30)}end`;
    const { title, description } = youtubeVideoText(line);
    expect(title).toBe(`${'word '.repeat(20).trimEnd()}…`);
    expect(description).toBe(line);
    // A word the room would split is left out whole.
    expect(youtubeVideoText(`${'word '.repeat(19)}wordy ${'x'.repeat(20)}`).title).toBe(`${'word '.repeat(19).trimEnd()}…`);
    // One long word has no word to end after: it is cut where the room ends.
    expect(youtubeVideoText('x'.repeat(150)).title).toBe(`${'x'.repeat(99)}…`);
  });

  test('angle brackets and a description over 5,000 bytes are refused', () => {
    expect(youtubeTextProblem('Title\nA <b>bold</b> claim')).toBe('YouTube takes no “<” or “>” in a video’s title or description.');
    // 2,000 characters of three bytes each: within the composer's count, over YouTube's bytes.
    expect(youtubeTextProblem(`Title\n${'€'.repeat(2000)}`)).toBe('Too long for YouTube: a video’s description is at most 5,000 bytes.');
    expect(youtubeTextProblem(`Title\n${'e'.repeat(5000)}`)).toBeNull();
  });
});

describe('mediaProblem', () => {
  test('YouTube takes one video and nothing else', () => {
    expect(mediaProblem('youtube', [video])).toBeNull();
    expect(mediaProblem('youtube', [])).toBe('YouTube takes no post without a video: add one.');
    expect(mediaProblem('youtube', [video, { ...video, name: 'b.mp4' }])).toBe('YouTube takes one video in a post.');
    expect(mediaProblem('youtube', [video, image])).toBe('YouTube takes a video, not images: remove the images.');
  });

  test('the other networks take images and no video', () => {
    expect(mediaProblem('mastodon', [video])).toBe('Mastodon takes no video from Uplift: videos go to YouTube.');
    expect(mediaProblem('instagram', [])).toBe('Instagram takes no post without an image: add one.');
    expect(mediaProblem('instagram', [image])).toBeNull();
    expect(mediaProblem('twitter', [image, { ...image, mimeType: 'image/gif' }])).toBe('Twitter/X takes a GIF only on its own in a post.');
  });
});
