import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { accountMessages } from '@/shared/account/account';
import type { ClientUser } from '@/shared/user';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useUser } from '@/web/lib/auth';
import { toast } from '@/web/lib/toast';
import { useChangeEmail, useUpdateName } from '../api/profile';
import { DeleteAccountCard } from './delete-account-card';
import { ProfilePhoto } from './profile-photo';

/** The Settings page's Profile tab: photo, full name and e-mail; the user's data and the account's deletion. */
export function ProfileSettingsTab() {
  const user = useUser();
  if (user.isPending) return <Spinner className="mx-auto my-16" />;
  if (user.isError || !user.data) return <p className="py-6 text-red-600">{accountMessages.loadProfileFailed}</p>;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <ProfilePhoto user={user.data} />
          <ProfileForm key={`${user.data.fullName}|${user.data.email}`} user={user.data} />
        </CardContent>
      </Card>
      <DeleteAccountCard />
    </div>
  );
}

function ProfileForm({ user }: { user: ClientUser }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [email, setEmail] = useState(user.email);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const updateName = useUpdateName();
  const changeEmail = useChangeEmail();
  const saving = updateName.isPending || changeEmail.isPending;
  const nameChanged = fullName.trim() !== user.fullName;
  const emailChanged = email.trim().toLowerCase() !== user.email;

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      if (nameChanged) await updateName.mutateAsync(fullName.trim());
      if (emailChanged) {
        const newEmail = email.trim();
        await changeEmail.mutateAsync(newEmail);
        setPendingEmail(newEmail);
        setEmail(user.email);
      }
      toast.success(accountMessages.profileUpdated);
    } catch (error) {
      toast.error(accountMessages.updateProfileFailed, {
        description: error instanceof ApiError && error.status === 400 ? error.message : undefined,
      });
    }
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="profile-full-name">Full name</Label>
        <Input id="profile-full-name" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="profile-email">E-mail</Label>
        <Input id="profile-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      {pendingEmail && (
        <p role="status" className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-800 sm:col-span-2">
          {accountMessages.emailChangeSent(pendingEmail)}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving || (!nameChanged && !emailChanged)}>
          {saving && <Loader2 className="animate-spin" />} Save changes
        </Button>
      </div>
    </form>
  );
}
