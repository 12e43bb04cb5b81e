// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of Smart Setup's constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { setupLabels, setupMessages } from './setup';

const validUrl = 'Please enter a valid URL (including http:// or https://)';

describe('Smart Setup', () => {
  it('has the quoted texts of the screen', () => {
    expect(setupMessages.noCompetitors).toBe('No competitors identified');
    expect(setupMessages.subscriptionSuccess).toBe("Subscription successful! Now let's set up your account.");
    expect(setupMessages.filesSelected(3)).toBe('3 file(s) selected');
    expect(setupMessages.filesSelected(1)).toBe('1 file(s) selected');
  });

  it('has the validation messages', () => {
    expect(setupMessages.enterWebsiteUrl).toBe('Please enter a website URL');
    expect(setupMessages.enterValidUrl).toBe(validUrl);
    expect(setupMessages.fillRequired).toBe('Please fill in all required fields');
    expect(setupMessages.uploadAtLeastOne).toBe('Please upload at least one file');
  });

  it('has the toasts', () => {
    expect(setupMessages.analyzed).toBe('Website analyzed successfully!');
    expect(setupMessages.analyzeFailed).toBe('Failed to analyze website. Please try again.');
    expect(setupMessages.analysisFailed).toBe('Analysis failed. Please try again.');
  });

  it('names its results, buttons and modal as the spec does', () => {
    expect(setupLabels.keyKeywords).toBe('Key Keywords');
    expect(setupLabels.competitors).toBe('Competitors');
    expect(setupLabels.contentTopics).toBe('Content Topics');
    expect(setupLabels.targetAudience).toBe('Target Audience');
    expect(setupLabels.tryAgain).toBe('Try Again');
    expect(setupLabels.startContentCreation).toBe('Start Content Creation');
    expect(setupLabels.back).toBe('Back');
    expect(setupLabels.subscriptionRequired).toBe('Subscription Required');
    expect(setupLabels.viewPlans).toBe('View Plans');
  });
});
