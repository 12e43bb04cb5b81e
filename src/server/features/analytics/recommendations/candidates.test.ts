import { describe, expect, test } from 'vitest';
import type { WrittenRecommendation } from '@/shared/analytics/recommendations';
import { type SetupState, candidates, threeFrom } from './candidates';
import type { Finding } from './findings';

const finding = (title: string, priority: Finding['priority'], action: Finding['action'] = 'content'): Finding => ({
  title,
  description: `${title}.`,
  priority,
  action,
});
const allDone: SetupState = { tracking: true, goals: 2, contentOnSite: 3, keywords: 5 };
const titles = (list: readonly WrittenRecommendation[]) => list.map((item) => item.title);

describe('recommendation candidates', () => {
  test('without data, three come from the setup steps still open, the snippet first', () => {
    const fresh = candidates([], { tracking: false, goals: 0, contentOnSite: 0, keywords: 0 });
    expect(titles(fresh.slice(0, 3))).toEqual(['Install the tracking snippet', 'Set up your first goal', 'Publish content on your site']);
    expect(fresh.map((item) => item.action)).toContain('seo');
  });

  test('without data and with little left to set up, steady habits fill the three, and none states a figure', () => {
    const few = candidates([], { ...allDone, tracking: false }).slice(0, 3);
    expect(few).toHaveLength(3);
    expect(few[0]).toMatchObject({ title: 'Install the tracking snippet', action: 'tracking', priority: 'high' });
    for (const item of few) expect(`${item.title} ${item.description}`).not.toMatch(/\d/);
  });

  test('a plan without goals does not ask for one', () => {
    expect(titles(candidates([], { ...allDone, tracking: false, goals: null }))).not.toContain('Set up your first goal');
  });

  test('with data, the figures come first at equal urgency, then the open steps, then habits', () => {
    const list = candidates([finding('Organic low', 'high', 'seo'), finding('Publish on a steady schedule', 'low')], {
      ...allDone,
      goals: 0,
    });
    expect(titles(list.slice(0, 3))).toEqual(['Organic low', 'Set up your first goal', 'Publish on a steady schedule']);
    expect(titles(candidates([finding('Only one', 'low')], allDone))).toHaveLength(4);
  });

  test("a provider's answer of fewer than three is topped up from the candidates, preferring tools it did not name", () => {
    const written = [finding('Write for search', 'high', 'seo')];
    const list = candidates([finding('Organic low', 'high', 'seo'), finding('Publish on a steady schedule', 'low')], {
      ...allDone,
      goals: 0,
    });
    expect(titles(threeFrom(written, list))).toEqual(['Write for search', 'Set up your first goal', 'Publish on a steady schedule']);
    expect(threeFrom([...written, finding('b', 'low'), finding('c', 'low'), finding('d', 'low')], list)).toHaveLength(3);
  });
});
