import { describe, expect, it } from 'vitest';
import { firstFormError } from '@/web/lib/first-form-error';
import { type ImportFields, assignColumn, guessColumns, importResolver, usableHeaders } from './import-mapping';

const listId = '5f0c6a8e-3b1d-4c2e-9f4a-1b2c3d4e5f60';

describe('the import’s column mapping', () => {
  it('guesses the email, name and tier columns and keeps the rest as attributes', () => {
    expect(guessColumns(['Email Address', 'Full Name', 'Plan', 'City', 'Company'])).toEqual({
      email: 'Email Address',
      name: 'Full Name',
      tier: 'Plan',
      attributes: ['City', 'Company'],
    });
    expect(guessColumns(['contact', 'E-mail']).email).toBe('E-mail');
  });

  it('leaves the email column unset when no header looks like one', () => {
    expect(guessColumns(['who', 'where'])).toEqual({ email: '', name: '', tier: '', attributes: ['who', 'where'] });
  });

  it('drops blank and repeated headers', () => {
    expect(usableHeaders(['email', ' ', 'email', 'name '])).toEqual(['email', 'name']);
  });

  it('takes a column out of the attributes when it is given a role', () => {
    const choice = assignColumn(guessColumns(['mail', 'who', 'city']), 'name', 'who');
    expect(choice).toMatchObject({ name: 'who', attributes: ['city'] });
  });

  it('needs a list and an email column, in the shared messages', async () => {
    const check = (fields: ImportFields) => importResolver(fields, undefined, { fields: {}, shouldUseNativeValidation: false });
    const choice = guessColumns(['email', 'name']);
    expect(firstFormError((await check({ listId: '', ...choice })).errors)).toBe('Please select an email list');
    expect(firstFormError((await check({ listId, ...choice, email: '' })).errors)).toBe('Choose the column that holds the email address');
    expect(await check({ listId, ...choice })).toEqual({
      values: { listId, email: 'email', name: 'name', tier: undefined, attributes: [] },
      errors: {},
    });
  });
});
