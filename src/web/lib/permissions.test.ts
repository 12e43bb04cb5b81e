import { describe, expect, it } from 'vitest';
import { canEdit, canManage } from './permissions';

describe('permissions', () => {
  it('lets Owners and Editors edit, Viewers only read', () => {
    expect(canEdit('owner')).toBe(true);
    expect(canEdit('editor')).toBe(true);
    expect(canEdit('viewer')).toBe(false);
  });

  it('keeps billing, team and the workspace to the Owner', () => {
    expect(canManage('owner')).toBe(true);
    expect(canManage('editor')).toBe(false);
    expect(canManage('viewer')).toBe(false);
  });

  it('allows nothing before the role is known', () => {
    expect(canEdit(undefined)).toBe(false);
    expect(canManage(undefined)).toBe(false);
  });
});
