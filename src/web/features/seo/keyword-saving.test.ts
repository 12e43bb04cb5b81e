import { describe, expect, it } from 'vitest';
import type { KeywordIdea, KeywordResearch } from '@/shared/seo/research';
import { isSaved, keywordSet, keywordsToSave, withSavedKeywords } from './keyword-saving';

const idea = (keyword: string, saved = false): KeywordIdea => ({
  keyword,
  sources: ['your_site'],
  volume: null,
  difficulty: null,
  difficultyScore: null,
  cpc: null,
  trend: null,
  saved,
});

const research: KeywordResearch = {
  id: 'r1',
  term: 'baking',
  ideas: [idea('sourdough starter'), idea('rye bread', true), idea('Banana Bread')],
  provider: { configured: false, problem: null },
  usage: { used: 1, limit: 100 },
  createdAt: '2026-03-04T12:00:00.000Z',
};

describe('isSaved', () => {
  it("counts an idea the research marked saved, or one among the project's keywords whatever its case", () => {
    const project = keywordSet([' banana bread ']);
    expect(research.ideas.map((item) => isSaved(item, project))).toEqual([false, true, true]);
  });
});

describe('withSavedKeywords', () => {
  it("marks the ideas now among the project's keywords", () => {
    const after = withSavedKeywords(research, ['sourdough starter', 'rye bread']);
    expect(after.ideas.map((item) => item.saved)).toEqual([true, true, false]);
    expect(research.ideas[0]?.saved).toBe(false);
  });
});

describe('keywordsToSave', () => {
  it('sends the chosen ideas not yet saved, in the table order', () => {
    const chosen = new Set(['Banana Bread', 'rye bread', 'sourdough starter', 'gone from the table']);
    expect(keywordsToSave(research.ideas, chosen, keywordSet([]))).toEqual(['sourdough starter', 'Banana Bread']);
    expect(keywordsToSave(research.ideas, chosen, keywordSet(['banana bread']))).toEqual(['sourdough starter']);
  });
});
