import { describe, expect, it } from 'vitest';
import { twoProportionPValue, winnerOf } from './significance';

describe('the A/B significance test', () => {
  it('matches a textbook two-proportion z-test', () => {
    // 200/1000 against 250/1000: z ≈ 2.68, p ≈ 0.0073.
    expect(twoProportionPValue({ visitors: 1000, conversions: 200 }, { visitors: 1000, conversions: 250 })).toBeCloseTo(0.0073, 3);
    expect(twoProportionPValue({ visitors: 500, conversions: 50 }, { visitors: 500, conversions: 50 })).toBeCloseTo(1, 6);
    expect(twoProportionPValue({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 })).toBeNull();
  });

  it('names a winner only when significant with enough visitors on each side', () => {
    expect(winnerOf({ visitors: 1000, conversions: 200 }, { visitors: 1000, conversions: 250 })).toBe('b');
    expect(winnerOf({ visitors: 1000, conversions: 250 }, { visitors: 1000, conversions: 200 })).toBe('a');
    // Too close to call.
    expect(winnerOf({ visitors: 1000, conversions: 200 }, { visitors: 1000, conversions: 210 })).toBeNull();
    // Large difference, too few visitors.
    expect(winnerOf({ visitors: 40, conversions: 2 }, { visitors: 40, conversions: 20 })).toBeNull();
  });
});
