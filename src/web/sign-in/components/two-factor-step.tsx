import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { credentialMessages } from '@/shared/credentials';
import { errorCodes } from '@/shared/error-codes';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { verifySignInCode } from '../api/two-factor';
import { FormAlert } from './form-alert';

/** The code a sign-in asks for when two-factor sign-in is on: from the app, or a backup code. */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => Promise<void> | void; onCancel: () => void }) {
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (kind === 'app' && !/^\d{6}$/.test(trimmed)) return setError(credentialMessages.twoFactorCodeRequired);
    if (kind === 'backup' && !trimmed) return setError(credentialMessages.backupCodeRequired);
    setSubmitting(true);
    setError(null);
    try {
      await verifySignInCode(trimmed, trustDevice, kind);
      await onSignedIn();
    } catch (caught) {
      // The code step lasts ten minutes and five tries; after that the sign-in starts again.
      const expired = caught instanceof ApiError && caught.code === errorCodes.INVALID_TWO_FACTOR_COOKIE;
      const used = caught instanceof ApiError && caught.code === errorCodes.TOTP_CODE_USED;
      setError(
        expired
          ? 'This sign-in has expired. Sign in again.'
          : used
            ? credentialMessages.twoFactorCodeUsed
            : credentialMessages.twoFactorCodeInvalid,
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-code">{kind === 'app' ? 'Code from your authenticator app' : 'Backup code'}</Label>
        <Input
          id="sign-in-code"
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 rounded border-gray-300"
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" className="w-full" size="lg" disabled={submitting}>
        {submitting && <Loader2 className="animate-spin" />} Verify
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          onClick={() => {
            setKind(kind === 'app' ? 'backup' : 'app');
            setCode('');
            setError(null);
          }}
          className="font-medium text-brand-600 hover:text-brand-700"
        >
          {kind === 'app' ? 'Use a backup code' : 'Use the authenticator app'}
        </button>
        <button type="button" onClick={onCancel} className="text-gray-600 hover:text-gray-900">
          Back to sign in
        </button>
      </div>
    </form>
  );
}
