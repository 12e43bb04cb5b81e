import { describe, expect, it } from 'vitest';
import { centsToAmount, getPlan, isUpgrade, plans, yearlyMonthlyPrice, yearlySaving } from './plans';

describe('plan catalogue', () => {
  it('has the three plans at 19, 59 and 199 a month, professional popular', () => {
    expect(plans.map((plan) => [plan.id, plan.price, plan.popular])).toEqual([
      ['starter', 19, false],
      ['professional', 59, true],
      ['enterprise', 199, false],
    ]);
  });

  it('gives starter 50 content generations a month, one project and one member', () => {
    const starter = getPlan('starter');
    expect(starter.limits.contentGeneration).toBe(50);
    expect(starter.limits.projects).toBe(1);
    expect(starter.limits.teamMembers).toBe(1);
  });

  it('treats an unknown plan as starter', () => {
    expect(getPlan('gold').id).toBe('starter');
    expect(getPlan(undefined).id).toBe('starter');
  });
});

describe('pricing math', () => {
  it('takes 20% off the yearly view, rounded down', () => {
    expect(yearlyMonthlyPrice(19)).toBe(15);
    expect(yearlyMonthlyPrice(59)).toBe(47);
    expect(yearlyMonthlyPrice(199)).toBe(159);
  });

  it('shows the saving as floor(monthly × 0.2) × 12', () => {
    expect(yearlySaving(19)).toBe(36);
    expect(yearlySaving(59)).toBe(132);
    expect(yearlySaving(199)).toBe(468);
  });

  it('reads provider cents', () => {
    expect(centsToAmount(5900)).toBe(59);
  });

  it('orders upgrades starter, professional, enterprise', () => {
    expect(isUpgrade('starter', 'professional')).toBe(true);
    expect(isUpgrade('enterprise', 'professional')).toBe(false);
  });
});
