// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of the Content Engine's constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { usageMessages } from '../messages';
import { contentMessages, contentStatuses, contentTones, contentTypes, socialPlatforms } from './content';

describe('AI Content Creator', () => {
  it('has the validation messages', () => {
    expect(contentMessages.enterTopic).toBe('Please enter a topic');
    expect(contentMessages.selectPlatform).toBe('Please select at least one platform');
    expect(contentMessages.noContentToSave).toBe('No content to save');
  });

  it('has the toasts', () => {
    expect(contentMessages.generated).toBe('Content generated successfully!');
    expect(contentMessages.generateFailed).toBe('Failed to generate content. Please try again.');
    expect(contentMessages.saved).toBe('Content saved successfully!');
    expect(contentMessages.saveFailed).toBe('Failed to save content. Please try again.');
    expect(contentMessages.parseFailed).toBe('Failed to parse content');
    expect(contentMessages.copied).toBe('Content copied to clipboard');
  });

  it('has the plan-limit banner and button', () => {
    expect(usageMessages.contentLimitTitle).toBe('Content Generation Limit Reached');
    expect(usageMessages.contentLimitText(50, 50)).toBe("You've used 50 of 50 content generations this month.");
    expect(usageMessages.contentLimitText(7, 100)).toBe("You've used 7 of 100 content generations this month.");
    expect(usageMessages.upgradeToContinue).toBe('Upgrade to continue');
    expect(usageMessages.upgradeToGenerate).toBe('Upgrade to Generate');
  });

  it('offers the listed types, tones and platforms', () => {
    expect(contentTypes).toEqual(['blog', 'social', 'email', 'video']);
    expect(contentTones).toEqual(['professional', 'casual', 'friendly', 'authoritative', 'conversational']);
    expect(socialPlatforms).toEqual(['Instagram', 'Twitter', 'LinkedIn', 'Facebook', 'TikTok', 'YouTube']);
  });
});

describe('Content Engine', () => {
  it('has the search placeholder and empty states', () => {
    expect(contentMessages.searchPlaceholder).toBe('Search content...');
    expect(contentMessages.noContentFound).toBe('No content found');
    expect(contentMessages.noContentFoundHint).toBe('Try adjusting your search terms or filters');
    expect(contentMessages.noContentYet).toBe('No content yet');
    expect(contentMessages.noContentYetHint).toBe('Create your first piece of content to get started');
  });

  it('confirms a status change with the status in the text', () => {
    expect(contentStatuses).toEqual(['draft', 'scheduled', 'published']);
    expect(contentMessages.statusChanged('draft')).toBe('Content draft successfully');
    expect(contentMessages.statusChanged('scheduled')).toBe('Content scheduled successfully');
    expect(contentMessages.statusChanged('published')).toBe('Content published successfully');
  });

  it('has the delete confirmation and the failure toasts', () => {
    expect(contentMessages.deleteConfirm).toBe('Are you sure you want to delete this content?');
    expect(contentMessages.statusFailed).toBe('Failed to update content status');
    expect(contentMessages.deleteFailed).toBe('Failed to delete content');
    expect(contentMessages.parseForEditingFailed).toBe('Failed to parse content for editing');
  });
});
