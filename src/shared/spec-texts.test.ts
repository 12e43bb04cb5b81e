// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of the core's constants is pinned to the product specification's own words, written out:
// projects and campaigns, billing, usage and the notifications' defaults. Each area pins its own beside
// its catalogue (src/shared/<area>/spec-texts.test.ts).
import { describe, expect, it } from 'vitest';
import { billingMessages, usageMessages } from './messages';
import { notificationKind } from './notification-kinds';
import { campaignGoals, campaignMessages, campaignTypes, projectMessages } from './projects';

const validUrl = 'Please enter a valid URL (including http:// or https://)';

describe('projects and campaigns', () => {
  it('has the quoted texts', () => {
    expect(projectMessages.created).toBe('Project created successfully!');
    expect(projectMessages.invalidUrl).toBe(validUrl);
    expect(campaignMessages.created).toBe('Campaign created successfully!');
    expect(campaignMessages.createFailed).toBe('Failed to create campaign. Please try again.');
    expect(campaignMessages.fillRequired).toBe('Please fill in all required fields');
  });

  it('lists the campaign types and goals', () => {
    expect(campaignTypes).toEqual(['email', 'social', 'content']);
    expect(campaignGoals).toEqual([
      'Increase website traffic',
      'Generate leads',
      'Boost engagement',
      'Drive sales',
      'Build brand awareness',
      'Educate audience',
    ]);
  });
});

describe('Choose Your Plan modal', () => {
  it('has its title and the yearly badge', () => {
    expect(billingMessages.choosePlanTitle).toBe('Choose Your Plan');
    expect(billingMessages.yearlyDiscount).toBe('20% off');
  });
});

describe('usage texts', () => {
  it('has the meter and banner texts', () => {
    expect(usageMessages.reachedLimit).toBe("You've reached your limit. Upgrade to continue using this feature.");
    expect(usageMessages.approachingLimit).toBe("You're approaching your limit. Consider upgrading soon.");
    expect(usageMessages.teamMemberLimit).toBe("You've reached your team member limit.");
    expect(usageMessages.approachingLimits).toBe('Approaching usage limits');
  });
});

describe('Settings', () => {
  it('toasts the subscription query and shows the usage banner', () => {
    expect(billingMessages.subscriptionUpdated).toBe('Subscription updated successfully!');
    expect(billingMessages.subscriptionProcessCanceled).toBe('Subscription process canceled');
    expect(usageMessages.approachingLimits).toBe('Approaching usage limits');
  });

  it('turns the notifications on and off by default as listed', () => {
    for (const kind of ['content_publishing', 'seo_alerts', 'social_mentions', 'usage_alerts'] as const) {
      expect(notificationKind(kind).defaults).toEqual({ inApp: true, email: true });
    }
    for (const kind of ['weekly_reports', 'team_activity'] as const) {
      expect(notificationKind(kind).defaults).toEqual({ inApp: false, email: false });
    }
  });
});
