import { describe, expect, it } from 'vitest';
import { type JobRecord, isUnderWay } from './use-tracked-job';

describe('isUnderWay', () => {
  it('holds while queued or running', () => {
    const statuses: JobRecord['status'][] = ['queued', 'running', 'done', 'failed'];
    expect(statuses.map((status) => isUnderWay({ id: 'a', status }))).toEqual([true, true, false, false]);
    expect(isUnderWay(null)).toBe(false);
  });
});
