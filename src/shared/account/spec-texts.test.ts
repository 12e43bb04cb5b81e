// The browser tests compare the screen with these constants, so a typo in one could never fail them.
// Here each of the account's constants is pinned to the product specification's own words, written out.
import { describe, expect, it } from 'vitest';
import { accountMessages } from './account';

describe('Settings: profile and security', () => {
  it('has the profile and password texts', () => {
    expect(accountMessages.photoHint).toBe('JPG or PNG up to 5MB');
    expect(accountMessages.fillAllPasswordFields).toBe('Please fill in all password fields');
    expect(accountMessages.newPasswordsDoNotMatch).toBe('New passwords do not match');
    expect(accountMessages.passwordTooShort).toBe('Password must be at least 6 characters');
  });

  it('has the failure toasts', () => {
    expect(accountMessages.loadProfileFailed).toBe('Failed to load user profile');
    expect(accountMessages.updateProfileFailed).toBe('Failed to update profile');
    expect(accountMessages.changePasswordFailed).toBe('Failed to change password');
  });
});
