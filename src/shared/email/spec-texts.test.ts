// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of Email Marketing's constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { emailCampaignTypes, emailMessages, emailTemplateCategories } from './email';

describe('Email Marketing', () => {
  it('has the validation messages', () => {
    expect(emailMessages.campaignNameRequired).toBe('Please enter a campaign name');
    expect(emailMessages.listRequired).toBe('Please select an email list');
    expect(emailMessages.subjectRequired).toBe('Please enter an email subject');
  });

  it('has the failure toasts', () => {
    expect(emailMessages.loadFailed).toBe('Failed to load email data');
    expect(emailMessages.createFailed).toBe('Failed to create campaign');
  });

  it('lists the campaign types and template categories', () => {
    expect(emailCampaignTypes).toEqual(['Newsletter', 'Promotional', 'Automation', 'Announcement']);
    expect(emailTemplateCategories).toEqual(['Newsletter', 'Promotional', 'Onboarding', 'Transactional', 'E-commerce']);
  });
});
