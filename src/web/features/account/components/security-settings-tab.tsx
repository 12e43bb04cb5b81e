import { useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@/shared/account/account';
import { Spinner } from '@/web/components/ui/spinner';
import { useUser } from '@/web/lib/auth';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The Settings page's Security tab: password, two-factor sign-in, where the account is signed in. */
export function SecuritySettingsTab() {
  const user = useUser();
  const queryClient = useQueryClient();
  if (user.isPending) return <Spinner className="mx-auto my-16" />;
  if (user.isError || !user.data) return <p className="py-6 text-red-600">{accountMessages.loadProfileFailed}</p>;
  return (
    <div className="space-y-6">
      <ChangePasswordCard onChanged={() => void queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] })} />
      <TwoFactorCard user={user.data} />
      <SessionsCard />
    </div>
  );
}
