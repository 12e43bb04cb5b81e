import { describe, expect, it } from 'vitest';
import { firstFormError } from '@/web/lib/first-form-error';
import {
  type EditForm,
  editFormResolver,
  formatHashtag,
  fromEditForm,
  parseContentBody,
  splitHashtags,
  toEditForm,
} from './content-payload';

const blog = { title: 'Sourdough basics', metaDescription: 'Start here', content: '# Sourdough\n\nFeed it.', tags: ['bread', 'baking'] };

describe('parseContentBody', () => {
  it('accepts a body that matches its type and refuses one that does not', () => {
    expect(parseContentBody('blog', blog)).toEqual({ type: 'blog', body: blog });
    expect(parseContentBody('email', blog)).toBeNull();
    expect(parseContentBody('social', { content: 'loose' })).toBeNull();
  });
});

describe('edit form mapping', () => {
  it('maps a blog to fields and back, tags as a comma list', () => {
    const form = toEditForm({ type: 'blog', title: 'Sourdough basics', body: blog });
    expect(form).toEqual({
      type: 'blog',
      title: 'Sourdough basics',
      metaDescription: 'Start here',
      content: blog.content,
      tags: 'bread, baking',
    });
    expect(fromEditForm({ ...form!, title: 'Sourdough 101', tags: 'bread, , starter ' } as never)).toEqual({
      type: 'blog',
      title: 'Sourdough 101',
      body: { ...blog, title: 'Sourdough 101', tags: ['bread', 'starter'] },
    });
  });

  it('maps social posts per platform with hashtags on one line', () => {
    const body = [{ platform: 'Instagram', content: 'Fresh bread', hashtags: ['#bread', 'baking'] }];
    const form = toEditForm({ type: 'social', title: 'Instagram - Social Posts', body });
    expect(form).toEqual({
      type: 'social',
      title: 'Instagram - Social Posts',
      posts: [{ platform: 'Instagram', content: 'Fresh bread', hashtags: '#bread baking' }],
    });
    expect(fromEditForm(form!)).toEqual({ type: 'social', title: 'Instagram - Social Posts', body });
  });

  it('keeps the e-mail title apart from its subject and the video title as its script title', () => {
    const email = toEditForm({ type: 'email', title: 'Spring sale', body: { subject: 'Save 20%', content: 'Hello', cta: 'Shop now' } });
    expect(email).toEqual({ type: 'email', title: 'Spring sale', subject: 'Save 20%', content: 'Hello', cta: 'Shop now' });
    const scenes = [{ time: '0:00-0:05', text: 'Hook', description: 'Close-up' }];
    const video = toEditForm({ type: 'video', title: 'Old', body: { title: 'Bread in 60s', script: 'Go', scenes } });
    expect(video).toEqual({ type: 'video', title: 'Bread in 60s', script: 'Go', scenes });
    expect(fromEditForm(video!)).toEqual({ type: 'video', title: 'Bread in 60s', body: { title: 'Bread in 60s', script: 'Go', scenes } });
  });

  it('answers null for a body that cannot be edited', () => {
    expect(toEditForm({ type: 'video', title: 'Broken', body: 'not json' })).toBeNull();
  });

  it('names the first missing or too long field', async () => {
    const check = (form: EditForm) => editFormResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    const problem = async (form: EditForm) => firstFormError((await check(form)).errors);
    expect(await problem({ type: 'email', title: 'Spring', subject: ' ', content: 'Hi', cta: '' })).toBe('Subject is required');
    expect(await problem({ type: 'email', title: '', subject: '', content: 'Hi', cta: '' })).toBe('Title is required');
    expect(await problem({ type: 'social', title: 'Posts', posts: [{ platform: 'Twitter', content: '', hashtags: '' }] })).toBe(
      'Content is required',
    );
    expect(await problem({ type: 'email', title: 'Spring', subject: 'Hi', content: 'Body', cta: 'x'.repeat(121) })).toBe(
      'Call to action is too long',
    );
    expect(await check({ type: 'email', title: 'Spring', subject: 'Hi', content: 'Body', cta: '' })).toEqual({
      values: { type: 'email', title: 'Spring', body: { subject: 'Hi', content: 'Body', cta: '' } },
      errors: {},
    });
  });
});

describe('hashtags', () => {
  it('splits on spaces and commas and shows one leading #', () => {
    expect(splitHashtags(' #a, b  #c ')).toEqual(['#a', 'b', '#c']);
    expect(formatHashtag('b')).toBe('#b');
    expect(formatHashtag('#a')).toBe('#a');
  });
});
