import { describe, expect, it } from 'vitest';
import { displayName, loginErrorText, validateLoginForm } from './auth';
import { credentialsSchema, signUpSchema } from './auth-schemas';
import { authMessages } from './messages';

describe('validateLoginForm', () => {
  const filled = { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' };

  it('asks for every field first', () => {
    expect(validateLoginForm('signIn', { ...filled, email: '   ' })).toBe(authMessages.fillAllFields);
    expect(validateLoginForm('signIn', { ...filled, password: '' })).toBe(authMessages.fillAllFields);
  });

  it('checks the confirmation only when creating', () => {
    const mismatched = { ...filled, confirmPassword: 'other12' };
    expect(validateLoginForm('create', mismatched)).toBe(authMessages.passwordsDoNotMatch);
    expect(validateLoginForm('signIn', mismatched)).toBeNull();
  });

  it('needs six characters', () => {
    const short = { email: 'a@b.co', password: 'abc12', confirmPassword: 'abc12' };
    expect(validateLoginForm('create', short)).toBe(authMessages.passwordTooShort);
    expect(validateLoginForm('create', filled)).toBeNull();
  });

  it('refuses a new password of spaces only', () => {
    const blank = { ...filled, password: '      ', confirmPassword: '      ' };
    expect(validateLoginForm('create', blank)).toBe(authMessages.passwordBlank);
    expect(validateLoginForm('signIn', blank)).toBeNull();
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: '      ' }).error?.issues[0]?.message).toBe(authMessages.passwordBlank);
  });
});

describe('loginErrorText', () => {
  it('maps the three known errors', () => {
    expect(loginErrorText({ code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(authMessages.invalidCredentials);
    expect(loginErrorText({ message: 'Invalid login credentials' })).toBe(authMessages.invalidCredentials);
    expect(loginErrorText({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(authMessages.alreadyRegistered);
    expect(loginErrorText({ message: 'User already registered' })).toBe(authMessages.alreadyRegistered);
    expect(loginErrorText({ code: 'EMAIL_NOT_VERIFIED' })).toBe(authMessages.emailNotConfirmed);
    expect(loginErrorText({ message: 'Email not confirmed' })).toBe(authMessages.emailNotConfirmed);
  });

  it("shows any other error's own message, else the fallback", () => {
    expect(loginErrorText({ code: 'X', message: 'Too many requests.' })).toBe('Too many requests.');
    expect(loginErrorText({ code: 'X', message: '' })).toBe(authMessages.fallbackError);
    expect(loginErrorText(null)).toBe(authMessages.fallbackError);
  });
});

describe('displayName', () => {
  it('prefers the full name, then the local part, then User', () => {
    expect(displayName(' Ada Lovelace ', 'ada@x.io')).toBe('Ada Lovelace');
    expect(displayName('', 'ada@x.io')).toBe('ada');
    expect(displayName(null, null)).toBe('User');
    expect(displayName(null, '@x.io')).toBe('User');
  });
});

describe('credential schemas', () => {
  it('trims the e-mail and enforces the limits', () => {
    expect(credentialsSchema.parse({ email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
    const longEmail = `${'a'.repeat(250)}@b.co`;
    expect(credentialsSchema.safeParse({ email: longEmail, password: 'x' }).error?.issues[0]?.message).toBe(authMessages.emailTooLong);
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) }).error?.issues[0]?.message).toBe(
      authMessages.passwordTooLong,
    );
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'abc' }).error?.issues[0]?.message).toBe(authMessages.passwordTooShort);
    expect(credentialsSchema.safeParse({ email: 123, password: 'abcdef' }).success).toBe(false);
  });
});
