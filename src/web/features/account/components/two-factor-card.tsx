import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ClientUser } from '@/shared/user';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { BackupCodesDialog, DisableTwoFactorDialog, SetUpTwoFactorDialog } from './two-factor-dialogs';

type Open = 'set-up' | 'turn-off' | 'backup-codes' | null;

/** Two-factor sign-in with an authenticator app: set up, turned off, new backup codes. */
export function TwoFactorCard({ user }: { user: ClientUser }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden /> Two-factor sign-in
        </CardTitle>
        <Badge tone={user.twoFactorEnabled ? 'green' : 'gray'}>{user.twoFactorEnabled ? 'On' : 'Off'}</Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-gray-600">
          {user.twoFactorEnabled
            ? 'Signing in asks for a code from your authenticator app, or one of your backup codes.'
            : 'Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy...) besides your password when you sign in.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {user.twoFactorEnabled ? (
            <>
              <Button variant="outline" onClick={() => setOpen('backup-codes')}>
                New backup codes
              </Button>
              <Button variant="destructive" onClick={() => setOpen('turn-off')}>
                Turn off
              </Button>
            </>
          ) : (
            <Button onClick={() => setOpen('set-up')}>Set up two-factor sign-in</Button>
          )}
        </div>
      </CardContent>
      <SetUpTwoFactorDialog open={open === 'set-up'} onClose={close} />
      <DisableTwoFactorDialog open={open === 'turn-off'} onClose={close} />
      <BackupCodesDialog open={open === 'backup-codes'} onClose={close} />
    </Card>
  );
}
