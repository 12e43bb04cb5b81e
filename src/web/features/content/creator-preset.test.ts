import { describe, expect, it } from 'vitest';
import type { ContentTemplate } from '@/shared/content/templates';
import { presetFromCreateParam, presetFromTemplate } from './creator-preset';

describe('presetFromCreateParam', () => {
  it('opens the creator for a content type, with the usual platforms for social', () => {
    expect(presetFromCreateParam('blog')).toEqual({ type: 'blog' });
    expect(presetFromCreateParam('social')?.platforms).toEqual(['Instagram', 'Twitter', 'LinkedIn', 'Facebook']);
    expect(presetFromCreateParam('podcast')).toBeNull();
    expect(presetFromCreateParam(null)).toBeNull();
  });
});

describe('presetFromTemplate', () => {
  const template: ContentTemplate = {
    id: 'a1',
    name: 'Launch',
    type: 'social',
    tone: 'casual',
    structure: 'Hook\nBody\nCTA',
    prompt: '',
    platforms: ['LinkedIn'],
    starter: false,
    updatedAt: null,
  };

  it("takes the template's type, tone and platforms, and names the template", () => {
    expect(presetFromTemplate(template)).toEqual({ templateId: 'a1', type: 'social', tone: 'casual', platforms: ['LinkedIn'] });
  });

  it('ticks the usual platforms for a social template without its own, and none for other types', () => {
    expect(presetFromTemplate({ ...template, platforms: [] }).platforms).toEqual(['Instagram', 'Twitter', 'LinkedIn', 'Facebook']);
    expect(presetFromTemplate({ ...template, type: 'blog' }).platforms).toEqual([]);
  });
});
