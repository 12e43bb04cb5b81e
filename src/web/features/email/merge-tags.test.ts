import { describe, expect, it } from 'vitest';
import { insertAt } from './merge-tags';

describe('inserting a merge tag', () => {
  it('goes where the cursor is, replacing a selection', () => {
    expect(insertAt('Hi !', '{{ x }}', 3)).toEqual({ text: 'Hi {{ x }}!', cursor: 10 });
    expect(insertAt('Hi you!', '{{ x }}', 3, 6)).toEqual({ text: 'Hi {{ x }}!', cursor: 10 });
  });

  it('goes at the end when the cursor is past it', () => {
    expect(insertAt('Hi', ' {{ x }}', 99)).toEqual({ text: 'Hi {{ x }}', cursor: 10 });
  });
});
