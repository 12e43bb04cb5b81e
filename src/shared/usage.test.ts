import { describe, expect, it } from 'vitest';
import { isFull, isOverLimit, needsAttention, usageMeterState, usagePercent } from './usage';

describe('usage meter', () => {
  it('is normal below 80%, warning from 80%, limit reached from 100%', () => {
    expect(usageMeterState(39, 50)).toBe('normal');
    expect(usageMeterState(40, 50)).toBe('warning');
    expect(usageMeterState(49, 50)).toBe('warning');
    expect(usageMeterState(50, 50)).toBe('limit');
    expect(usageMeterState(51, 50)).toBe('limit');
    expect(usageMeterState(0, 1)).toBe('normal');
    expect(usageMeterState(1, 1)).toBe('limit');
  });

  it("shows 'unlimited' as its own state", () => {
    expect(usageMeterState(1_000, 'unlimited')).toBe('unlimited');
    expect(usagePercent(1_000, 'unlimited')).toBe(0);
  });

  it('fills the bar in whole percent, never past 100', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(80, 100)).toBe(80);
    expect(usagePercent(150, 100)).toBe(100);
  });

  it('is over the limit once usage is no longer strictly below it', () => {
    expect(isOverLimit(49, 50)).toBe(false);
    expect(isOverLimit(50, 50)).toBe(true);
    expect(isOverLimit(10 ** 9, 'unlimited')).toBe(false);
  });
});

describe('the approaching-limits banner', () => {
  it('counts consumption from 80% and at its limit', () => {
    expect(needsAttention('contentGeneration', 39, 50)).toBe(false);
    expect(needsAttention('contentGeneration', 40, 50)).toBe(true);
    expect(needsAttention('contentGeneration', 50, 50)).toBe(true);
  });

  it('treats seats filled exactly as full, not as a problem, and over the limit as one', () => {
    expect(isFull('teamMembers', 1, 1)).toBe(true);
    expect(needsAttention('teamMembers', 1, 1)).toBe(false);
    expect(needsAttention('projects', 1, 1)).toBe(false);
    expect(needsAttention('teamMembers', 8, 10)).toBe(true);
    expect(needsAttention('teamMembers', 12, 10)).toBe(true);
    expect(isFull('storage', 1024, 1024)).toBe(false);
  });
});
