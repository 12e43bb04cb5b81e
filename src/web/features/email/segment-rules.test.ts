import { describe, expect, it } from 'vitest';
import { firstFormError } from '@/web/lib/first-form-error';
import { describeRules, emptySegmentForm, segmentResolver, segmentRulesFrom } from './segment-rules';

const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';
const campaignId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('segment rules', () => {
  it('keeps only the rules that were set', () => {
    expect(segmentRulesFrom(emptySegmentForm)).toEqual({});
    expect(
      segmentRulesFrom({ ...emptySegmentForm, tier: 'paid', attributeKey: ' city ', attributeValue: ' Berlin ', engagement: 'clicked' }),
    ).toEqual({
      tier: 'paid',
      attribute: { key: 'city', value: 'Berlin' },
      engagement: { kind: 'clicked' },
    });
  });

  it('writes joined dates as local midnights with their offset', () => {
    const rules = segmentRulesFrom({ ...emptySegmentForm, joinedAfter: '2027-03-04' });
    expect(rules.joinedAfter).toMatch(/^2027-03-04T00:00:00[+-]\d{2}:\d{2}$/);
  });

  it('needs a name, in the shared message', async () => {
    const check = (values: typeof emptySegmentForm) => segmentResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(firstFormError((await check(emptySegmentForm)).errors)).toBe('Please enter a segment name');
    expect(await check({ ...emptySegmentForm, name: 'Berlin buyers', listId })).toEqual({
      values: { name: 'Berlin buyers', rules: { listId } },
      errors: {},
    });
  });

  it('describes the rules in words', () => {
    const names = {
      list: (id: string) => (id === listId ? 'Newsletter' : undefined),
      campaign: (id: string) => (id === campaignId ? 'Launch' : undefined),
    };
    expect(describeRules({ listId, status: 'subscribed', engagement: { kind: 'opened', campaignId } }, names)).toEqual([
      'List: Newsletter',
      'Status: subscribed',
      'Opened “Launch”',
    ]);
    expect(describeRules({ engagement: { kind: 'clicked' } }, names)).toEqual(['Clicked any campaign']);
    expect(describeRules(null, names)).toEqual([]);
  });
});
