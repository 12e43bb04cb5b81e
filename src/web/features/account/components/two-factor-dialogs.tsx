import { Copy, Download, Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { accountMessages } from '@/shared/account/account';
import { errorCodes } from '@/shared/error-codes';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { type TwoFactorSetup, useConfirmTwoFactor, useDisableTwoFactor, useNewBackupCodes, useStartTwoFactor } from '../api/two-factor';
import { QrCode } from './qr-code';

interface DialogStepProps {
  open: boolean;
  onClose: () => void;
}

function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === errorCodes.INVALID_PASSWORD) return accountMessages.currentPasswordWrong;
  if (error instanceof ApiError && error.code === errorCodes.TOTP_CODE_USED) return accountMessages.twoFactorCodeUsed;
  if (error instanceof ApiError && error.status === 401) return accountMessages.twoFactorCodeInvalid;
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {children}
    </p>
  );
}

function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="two-factor-password">Your password</Label>
      <Input
        id="two-factor-password"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function CodeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The secret in the otpauth:// address, for typing into an app by hand. */
function secretOf(totpURI: string): string {
  return (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();
}

export function BackupCodesList({ codes }: { codes: readonly string[] }) {
  const text = codes.join('\n');
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Uplift backup codes\n\n${text}\n`)}`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">Keep these codes somewhere safe. Each one signs you in once if you lose your phone.</p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-lg bg-gray-50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.success('Copied'))}
        >
          <Copy /> Copy
        </Button>
        <Button variant="outline" size="sm" asChild>
          <a href={download} download="uplift-backup-codes.txt">
            <Download /> Download
          </a>
        </Button>
      </div>
    </div>
  );
}

/** Password → scan the code and confirm one from the app → the backup codes. */
export function SetUpTwoFactorDialog({ open, onClose }: DialogStepProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();

  function close() {
    setPassword('');
    setCode('');
    setSetup(null);
    setConfirmed(false);
    setError(null);
    onClose();
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(accountMessages.fillAllPasswordFields);
    start.mutate(password, {
      onSuccess: (result) => {
        setSetup(result);
        setError(null);
      },
      onError: (caught) => setError(failure(caught, accountMessages.twoFactorFailed)),
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(accountMessages.twoFactorCodeRequired);
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        setConfirmed(true);
        setError(null);
        toast.success(accountMessages.twoFactorEnabled);
      },
      onError: (caught) => setError(failure(caught, accountMessages.twoFactorFailed)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Set up two-factor sign-in">
      <div className="space-y-4">
        {error && <ErrorText>{error}</ErrorText>}
        {!setup && (
          <form onSubmit={submitPassword} noValidate className="space-y-4">
            <PasswordField value={password} onChange={setPassword} />
            <Button type="submit" disabled={start.isPending}>
              {start.isPending && <Loader2 className="animate-spin" />} Continue
            </Button>
          </form>
        )}
        {setup && !confirmed && (
          <form onSubmit={submitCode} noValidate className="space-y-4">
            <p className="text-sm text-gray-600">Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
            <div className="flex justify-center">
              <QrCode text={setup.totpURI} label="QR code for your authenticator app" />
            </div>
            <p className="text-center text-xs text-gray-500">
              Or enter this key by hand: <span className="font-mono text-gray-800">{secretOf(setup.totpURI)}</span>
            </p>
            <CodeField id="two-factor-setup-code" label="Code from the app" value={code} onChange={setCode} />
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending && <Loader2 className="animate-spin" />} Turn on
            </Button>
          </form>
        )}
        {setup && confirmed && (
          <>
            <BackupCodesList codes={setup.backupCodes} />
            <Button onClick={close}>Done</Button>
          </>
        )}
      </div>
    </Dialog>
  );
}

export function DisableTwoFactorDialog({ open, onClose }: DialogStepProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = useDisableTwoFactor();

  function close() {
    setPassword('');
    setCode('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !code.trim()) return setError(accountMessages.twoFactorCodeRequired);
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast.success(accountMessages.twoFactorDisabled);
          close();
        },
        onError: (caught) => setError(failure(caught, accountMessages.twoFactorFailed)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Turn off two-factor sign-in">
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <ErrorText>{error}</ErrorText>}
        <PasswordField value={password} onChange={setPassword} />
        <CodeField id="two-factor-off-code" label="Code from the app, or a backup code" value={code} onChange={setCode} />
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending && <Loader2 className="animate-spin" />} Turn off
        </Button>
      </form>
    </Dialog>
  );
}

export function BackupCodesDialog({ open, onClose }: DialogStepProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renew = useNewBackupCodes();

  function close() {
    setPassword('');
    setCode('');
    setCodes(null);
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !code.trim()) return setError(accountMessages.twoFactorCodeRequired);
    renew.mutate(
      { password, code: code.trim() },
      {
        onSuccess: (result) => setCodes(result.backupCodes),
        onError: (caught) => setError(failure(caught, accountMessages.twoFactorFailed)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="New backup codes"
      description="The codes you have now stop working."
    >
      {codes ? (
        <div className="space-y-4">
          <BackupCodesList codes={codes} />
          <Button onClick={close}>Done</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {error && <ErrorText>{error}</ErrorText>}
          <PasswordField value={password} onChange={setPassword} />
          <CodeField id="backup-codes-code" label="Code from the app, or a backup code" value={code} onChange={setCode} />
          <Button type="submit" disabled={renew.isPending}>
            {renew.isPending && <Loader2 className="animate-spin" />} Make new codes
          </Button>
        </form>
      )}
    </Dialog>
  );
}
