import { Loader2, TrendingUp } from 'lucide-react';
import { type FormEvent, type ReactNode, useState, useSyncExternalStore } from 'react';
import { type AuthMode, loginErrorText, validateLoginForm } from '@/shared/auth';
import { authMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { PasswordInput } from './password-input';

interface LoginPageProps {
  onSignedIn: () => Promise<void> | void;
  /** An address the account must have (an invitation's): shown, not editable. */
  fixedEmail?: string;
  startWith?: AuthMode;
  /** Shown above the form, e.g. what the visitor was invited to. */
  notice?: ReactNode;
}

/**
 * The sign-in and create-account form. It is also a public page of its own (pages/login.tsx), built
 * into login.html, so its links are plain links and what follows a sign-in is up to whoever shows it.
 */
export function LoginPage({ onSignedIn, fixedEmail, startWith = 'signIn', notice }: LoginPageProps) {
  const [mode, setMode] = useState<AuthMode>(startWith);
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const interactive = useHydrated();
  const creating = mode === 'create';

  function switchMode() {
    setMode(creating ? 'signIn' : 'create');
    setError(null);
    setSuccess(null);
    setPassword('');
    setConfirmPassword('');
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
        const result = await signUp(trimmedEmail, password);
        // No session yet means the address must be confirmed first.
        if (!result.token) {
          setSuccess(authMessages.accountCreated);
          setMode('signIn');
          setPassword('');
          setConfirmPassword('');
          return;
        }
      } else {
        await signIn(trimmedEmail, password);
      }
      await onSignedIn();
    } catch (caught) {
      setError(loginErrorText(caught instanceof ApiError ? caught : null));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-purple-50 px-4 py-12">
      <div className="w-full max-w-md space-y-8">
        <div className="text-center">
          <a href={paths.home} className="inline-flex items-center gap-2 text-2xl font-bold text-gray-900">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
              <TrendingUp className="size-5" />
            </span>
            Uplift
          </a>
          <h1 className="mt-6 text-3xl font-bold text-gray-900">
            {creating ? authMessages.createTitle : authMessages.signInTitle}
          </h1>
          <p className="mt-2 text-sm text-gray-600">{authMessages.subtitle}</p>
        </div>

        {notice}
        <form onSubmit={handleSubmit} noValidate className="space-y-5 rounded-2xl bg-white p-8 shadow-lg">
          {error && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {error}
            </p>
          )}
          {success && (
            <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-700">
              {success}
            </p>
          )}
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
            <Label htmlFor="password">Password</Label>
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
      </div>
    </div>
  );
}

const subscribeToNothing = () => () => {};

/**
 * False in the HTML the build rendered and while it hydrates, true once React runs the form: until
 * then the submit button stays disabled, so no early click or Enter sends the form as a plain GET
 * with the password in its address.
 */
function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
