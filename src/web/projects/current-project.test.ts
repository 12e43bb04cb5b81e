import { describe, expect, it } from 'vitest';
import type { Project } from '@/shared/projects';
import { chooseCurrentProject } from './current-project';

function project(id: string, createdAt: string): Project {
  return { id, name: id, url: null, niche: null, keywords: [], competitors: [], createdAt };
}

const older = project('older', '2026-01-01T00:00:00.000Z');
const newer = project('newer', '2026-03-01T00:00:00.000Z');

describe('chooseCurrentProject', () => {
  it('keeps the stored project while it exists', () => {
    expect(chooseCurrentProject([newer, older], 'older')).toBe(older);
  });

  it('falls back to the newest project when the stored one is gone', () => {
    expect(chooseCurrentProject([older, newer], 'deleted')).toBe(newer);
  });

  it('picks the newest project when nothing is stored', () => {
    expect(chooseCurrentProject([newer, older], null)).toBe(newer);
  });

  it('has no current project in an empty workspace', () => {
    expect(chooseCurrentProject([], 'older')).toBeNull();
  });
});
