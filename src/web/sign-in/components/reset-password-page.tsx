import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { credentialMessages } from '@/shared/credentials';
import { validateLoginForm } from '@/shared/auth';
import { AuthFrame } from '@/web/components/auth-frame';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { useHydrated } from '@/web/lib/use-hydrated';
import { resetPassword } from '../api/password-reset';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

/**
 * Where a password reset link lands (/reset-password?token=...): better-auth checked the link and
 * put its token in the address, or `error` when the link was used or expired.
 */
export function ResetPasswordPage({ token, linkError }: { token: string | null; linkError: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const interactive = useHydrated();
  // The build renders the page without an address: a bad link is told only once the page runs.
  const shownError = error ?? (interactive && (linkError || !token) ? credentialMessages.resetLinkInvalid : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The same rules as choosing a password at sign-up.
    const invalid = validateLoginForm('create', { email: '-', password, confirmPassword });
    if (invalid) return setError(invalid);
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword(token ?? '', password);
      setDone(true);
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.code === errorCodes.VALIDATION_FAILED ? caught.message : credentialMessages.resetLinkInvalid;
      setError(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthFrame title="Choose a new password">
      {done ? (
        <>
          <FormAlert kind="success">{credentialMessages.resetDone}</FormAlert>
          <Button className="w-full" size="lg" asChild>
            <a href={paths.login}>Sign in</a>
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          {shownError && <FormAlert kind="error">{shownError}</FormAlert>}
          <div className="space-y-1.5">
            <Label htmlFor="new-password">New password</Label>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="confirm-password">Confirm password</Label>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" size="lg" disabled={submitting || !interactive || !token}>
            {submitting && <Loader2 className="animate-spin" />} Change password
          </Button>
          <p className="text-center text-sm">
            <a href={paths.login} className="font-medium text-brand-600 hover:text-brand-700">
              Back to sign in
            </a>
          </p>
        </form>
      )}
    </AuthFrame>
  );
}
