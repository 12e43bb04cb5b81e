// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here AI Outreach's campaign texts are pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { outreachCampaignMessages } from './campaigns';

describe('AI Outreach campaigns', () => {
  it('has the failure toasts', () => {
    expect(outreachCampaignMessages.createFailed).toBe('Failed to create campaign');
    expect(outreachCampaignMessages.sendFailed).toBe('Failed to send outreach email');
  });
});
