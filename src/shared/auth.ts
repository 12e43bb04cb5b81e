import { authMessages } from './messages';

export const minPasswordLength = 6;
export const maxPasswordLength = 128;
export const maxEmailLength = 254;
export const maxNameLength = 200;

export type AuthMode = 'signIn' | 'create';

export interface LoginForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The checks the login form makes before it calls the server in the product specification's order. */
export function validateLoginForm(mode: AuthMode, form: LoginForm): string | null {
  if (!form.email.trim() || !form.password) return authMessages.fillAllFields;
  if (mode === 'create' && form.password !== form.confirmPassword) return authMessages.passwordsDoNotMatch;
  if (form.password.length < minPasswordLength) return authMessages.passwordTooShort;
  if (mode === 'create' && !form.password.trim()) return authMessages.passwordBlank;
  return null;
}

/** Error codes the auth endpoints answer with, mapped to the login screen's texts. */
export function loginErrorText(error: { code?: string; message?: string } | null | undefined): string {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || message.includes('Invalid login credentials')) {
    return authMessages.invalidCredentials;
  }
  if (code.startsWith('USER_ALREADY_EXISTS') || message.includes('User already registered')) {
    return authMessages.alreadyRegistered;
  }
  if (code === 'EMAIL_NOT_VERIFIED' || message.includes('Email not confirmed')) {
    return authMessages.emailNotConfirmed;
  }
  return message || authMessages.fallbackError;
}

/** The name the interface shows: full name, else the e-mail's local part, else 'User'. */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const trimmed = fullName?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}
