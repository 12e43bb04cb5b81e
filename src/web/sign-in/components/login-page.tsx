import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type AuthMode, loginErrorText, validateLoginForm } from '@/shared/auth';
import { authMessages } from '@/shared/messages';
import { AuthFrame } from '@/web/components/auth-frame';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { useHydrated } from '@/web/lib/use-hydrated';
import { needsSecondFactor, signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { FormAlert } from './form-alert';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordInput } from './password-input';
import { TwoFactorStep } from './two-factor-step';

type View = 'credentials' | 'second-factor' | 'forgot-password';

interface LoginPageProps {
  onSignedIn: () => Promise<void> | void;
  /** An address the account must have (an invitation's): shown, not editable. */
  fixedEmail?: string;
  startWith?: AuthMode;
  /** Shown above the form, e.g. what the visitor was invited to. */
  notice?: ReactNode;
  /** Where a new account's confirmation link leads (the invitation, to accept it); the dashboard by default. */
  returnTo?: string;
}

/**
 * The sign-in and create-account form, with the code step of two-factor sign-in and the request for a
 * password reset link. It is also a public page of its own (pages/login.tsx), built into login.html,
 * so its links are plain links and what follows a sign-in is up to whoever shows it.
 */
export function LoginPage({ onSignedIn, fixedEmail, startWith = 'signIn', notice, returnTo }: LoginPageProps) {
  const [view, setView] = useState<View>('credentials');
  const [mode, setMode] = useState<AuthMode>(startWith);
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Until React runs the form, no early click or Enter may send it as a plain GET with the password in its address.
  const interactive = useHydrated();
  const creating = mode === 'create';

  function switchMode() {
    setMode(creating ? 'signIn' : 'create');
    setError(null);
    setSuccess(null);
    setPassword('');
    setConfirmPassword('');
  }

  function backToSignIn() {
    setView('credentials');
    setMode('signIn');
    setPassword('');
    setError(null);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const invalid = validateLoginForm(mode, { email, password, confirmPassword });
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    try {
      const trimmedEmail = email.trim();
      if (creating) {
        const result = await signUp(trimmedEmail, password, returnTo);
        // No session yet means the address must be confirmed first.
        if (!result.token) {
          setSuccess(authMessages.accountCreated);
          setMode('signIn');
          setPassword('');
          setConfirmPassword('');
          return;
        }
      } else if (needsSecondFactor(await signIn(trimmedEmail, password))) {
        setView('second-factor');
        return;
      }
      await onSignedIn();
    } catch (caught) {
      setError(loginErrorText(caught instanceof ApiError ? caught : null));
    } finally {
      setSubmitting(false);
    }
  }

  if (view === 'second-factor') {
    return (
      <AuthFrame title="Two-factor sign-in" subtitle={email.trim()}>
        <TwoFactorStep onSignedIn={onSignedIn} onCancel={backToSignIn} />
      </AuthFrame>
    );
  }
  if (view === 'forgot-password') {
    return (
      <AuthFrame title="Reset your password" subtitle="We will e-mail you a link to choose a new one.">
        <ForgotPasswordForm initialEmail={email} onBack={backToSignIn} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={creating ? authMessages.createTitle : authMessages.signInTitle} subtitle={authMessages.subtitle} notice={notice}>
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        {error && <FormAlert kind="error">{error}</FormAlert>}
        {success && <FormAlert kind="success">{success}</FormAlert>}
        <div className="space-y-1.5">
          <Label htmlFor="email">Email address</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            readOnly={fixedEmail !== undefined}
            className={fixedEmail !== undefined ? 'bg-gray-50 text-gray-700' : undefined}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
          />
        </div>
        <div className="space-y-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">Password</Label>
            {!creating && (
              <button
                type="button"
                onClick={() => setView('forgot-password')}
                className="text-sm font-medium text-brand-600 hover:text-brand-700"
              >
                Forgot your password?
              </button>
            )}
          </div>
          <PasswordInput
            id="password"
            autoComplete={creating ? 'new-password' : 'current-password'}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder="Your password"
          />
        </div>
        {creating && (
          <div className="space-y-1.5">
            <Label htmlFor="confirm-password">Confirm password</Label>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              placeholder="Repeat your password"
            />
          </div>
        )}
        <Button type="submit" className="w-full" size="lg" disabled={submitting || !interactive}>
          {submitting && <Loader2 className="animate-spin" />}
          {creating ? authMessages.createButton : authMessages.signInButton}
        </Button>
        <p className="text-center text-sm text-gray-600">
          {creating ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button type="button" onClick={switchMode} className="font-medium text-brand-600 hover:text-brand-700">
            {creating ? 'Sign in instead' : 'Create an account'}
          </button>
        </p>
      </form>
    </AuthFrame>
  );
}
