// The team's quoted texts, pinned to the product specification's own words.
import { describe, expect, it } from 'vitest';
import { hasRoomToInvite, inviteMemberSchema, teamMessages, teamRoleLabels } from './team';

describe('team texts', () => {
  it('has the quoted toasts and the limit text', () => {
    expect(teamMessages.inviteFailed).toBe('Failed to invite team member');
    expect(teamMessages.removeFailed).toBe('Failed to remove team member');
    expect(teamMessages.memberLimit).toBe("You've reached your team member limit.");
  });

  it('names the roles as the spec does', () => {
    expect(Object.values(teamRoleLabels)).toEqual(['Owner', 'Editor', 'Viewer']);
  });
});

describe('inviting', () => {
  it('trims the address and takes Editor or Viewer only', () => {
    expect(inviteMemberSchema.parse({ email: ' a@b.example ', role: 'viewer' })).toEqual({ email: 'a@b.example', role: 'viewer' });
    expect(inviteMemberSchema.safeParse({ email: 'a@b.example', role: 'owner' }).success).toBe(false);
  });

  it('has room below the limit or on an unlimited plan', () => {
    expect(hasRoomToInvite({ used: 1, limit: 1 })).toBe(false);
    expect(hasRoomToInvite({ used: 9, limit: 10 })).toBe(true);
    expect(hasRoomToInvite({ used: 40, limit: 'unlimited' })).toBe(true);
  });
});
