import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { credentialMessages } from '@/shared/credentials';
import { authMessages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { requestPasswordReset } from '../api/password-reset';
import { FormAlert } from './form-alert';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(authMessages.invalidEmail);
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : authMessages.fallbackError);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {sent && <FormAlert kind="success">{credentialMessages.resetRequested}</FormAlert>}
      <div className="space-y-1.5">
        <Label htmlFor="reset-email">Email address</Label>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" />} Send reset link
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className="font-medium text-brand-600 hover:text-brand-700">
          Back to sign in
        </button>
      </p>
    </form>
  );
}
