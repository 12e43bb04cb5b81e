// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of the Social Engine's constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { oauthSocialNetworks, socialMessages } from './social';

describe('Social Engine', () => {
  it('starts a new account with the last sync the spec writes', () => {
    expect(socialMessages.justNow).toBe('Just now');
  });

  it('has the validation messages', () => {
    expect(socialMessages.contentRequired).toBe('Please enter post content');
    expect(socialMessages.platformRequired).toBe('Please select at least one platform');
    expect(socialMessages.noConnectedAccounts).toBe('No connected accounts. Please connect an account first.');
    expect(socialMessages.fieldsRequired).toBe('Please fill in all fields');
  });

  it('has the failure toasts', () => {
    expect(socialMessages.loadFailed).toBe('Failed to load social data');
    expect(socialMessages.accountsLoadFailed).toBe('Failed to load social accounts');
    expect(socialMessages.createFailed).toBe('Failed to create post');
    expect(socialMessages.generateFailed).toBe('Failed to generate posts');
    expect(socialMessages.connectFailed).toBe('Failed to connect account');
    expect(socialMessages.disconnectFailed).toBe('Failed to disconnect account');
    expect(socialMessages.reconnectFailed).toBe('Failed to reconnect account');
  });

  it('connects the six networks in the order listed', () => {
    expect(oauthSocialNetworks).toEqual(['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'youtube']);
  });
});
