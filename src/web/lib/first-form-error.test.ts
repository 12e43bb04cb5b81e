import { describe, expect, it } from 'vitest';
import { firstFormError } from './first-form-error';

describe('firstFormError', () => {
  it('says the first failed field, looking into nested ones', () => {
    expect(
      firstFormError({ name: { type: 'too_small', message: 'Name is required' }, email: { type: 'invalid', message: 'Bad e-mail' } }),
    ).toBe('Name is required');
    expect(firstFormError({ steps: [undefined, { value: { type: 'too_small', message: 'Each step needs a value' } }] } as never)).toBe(
      'Each step needs a value',
    );
    expect(firstFormError({})).toBeUndefined();
  });
});
