import { describe, expect, it } from 'vitest';
import type { WebsiteAnalysis } from '@/shared/setup/setup';
import { projectDefaults } from './project-defaults';

const analysis = { niche: 'Food & Drink' } as WebsiteAnalysis;

describe('projectDefaults', () => {
  it("names a URL analysis's project after its host, without www., and keeps its URL", () => {
    expect(projectDefaults('url', ' https://www.Bakery-Bloom.com/about ', analysis)).toEqual({
      name: 'bakery-bloom.com',
      url: 'https://www.Bakery-Bloom.com/about',
    });
  });

  it('names other setups after their niche, with no URL', () => {
    expect(projectDefaults('manual', 'https://ignored.example', analysis)).toEqual({ name: 'Food & Drink', url: '' });
    expect(projectDefaults('upload', '', { ...analysis, niche: null })).toEqual({ name: '', url: '' });
  });
});
