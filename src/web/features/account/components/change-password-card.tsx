import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { validatePasswordChange } from '@/shared/credentials';
import { accountMessages } from '@/shared/account/account';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useChangePassword } from '../api/password';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  function field(name: keyof typeof emptyForm) {
    return { value: form[name], onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }) };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validatePasswordChange(form);
    setError(invalid);
    if (invalid) return;
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm(emptyForm);
          toast.success(accountMessages.passwordChanged);
          onChanged();
        },
        onError: (caught) => {
          // better-auth says INVALID_PASSWORD when the current password is wrong.
          const wrongCurrent = caught instanceof ApiError && caught.code === errorCodes.INVALID_PASSWORD;
          toast.error(accountMessages.changePasswordFailed, {
            description: wrongCurrent ? accountMessages.currentPasswordWrong : undefined,
          });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="max-w-md space-y-4">
          {error && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="current-password">Current password</Label>
            <Input id="current-password" type="password" autoComplete="current-password" {...field('currentPassword')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="new-password">New password</Label>
            <Input id="new-password" type="password" autoComplete="new-password" {...field('newPassword')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="confirm-new-password">Confirm new password</Label>
            <Input id="confirm-new-password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
          </div>
          <p className="text-sm text-gray-500">Changing your password signs out every other session.</p>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" />} Update password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
