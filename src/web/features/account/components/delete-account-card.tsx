import { Download, Loader2, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { accountMessages } from '@/shared/account/account';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { exportUrl, useDeleteAccount } from '../api/delete-account';

/** The user's data to take away, and the account's deletion (which first asks to download it). */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data and account</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-gray-600">
          Download your profile and everything in the workspaces you own, as JSON or CSV files in a zip.
        </p>
        <div className="flex flex-wrap gap-2">
          <DownloadButtons />
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 /> Delete my account
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

function DownloadButtons() {
  return (
    <>
      <Button variant="outline" asChild>
        <a href={exportUrl('json')} download>
          <Download /> Download my data (JSON)
        </a>
      </Button>
      <Button variant="outline" asChild>
        <a href={exportUrl('csv')} download>
          <Download /> CSV
        </a>
      </Button>
    </>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(accountMessages.fillAllPasswordFields);
    remove.mutate(password, {
      // The session went with the account: a fresh page load starts signed out.
      onSuccess: () => window.location.assign(paths.home),
      onError: (caught) => setError(caught instanceof ApiError && caught.message ? caught.message : accountMessages.deleteAccountFailed),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} dismissible={!remove.isPending} title="Delete your account?">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-gray-600">
          This deletes your account and the workspaces only you work in, with their projects, content and files. It cannot be undone.
          Download your data first if you want to keep it.
        </p>
        <div className="flex flex-wrap gap-2">
          <DownloadButtons />
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="delete-account-password">Your password</Label>
          <Input
            id="delete-account-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            {remove.isPending && <Loader2 className="animate-spin" />} Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
