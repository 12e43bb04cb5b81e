import { describe, expect, it } from 'vitest';
import { presetFromCreateParam } from './creator-preset';

describe('presetFromCreateParam', () => {
  it('opens the creator for a content type, with the usual platforms for social', () => {
    expect(presetFromCreateParam('blog')).toEqual({ type: 'blog' });
    expect(presetFromCreateParam('social')?.platforms).toEqual(['Instagram', 'Twitter', 'LinkedIn', 'Facebook']);
    expect(presetFromCreateParam('podcast')).toBeNull();
    expect(presetFromCreateParam(null)).toBeNull();
  });
});
