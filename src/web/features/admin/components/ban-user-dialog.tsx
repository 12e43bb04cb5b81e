import type { AdminUser } from '@/shared/admin/admin';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useSetUserBanned } from '../api/set-user-banned';
import { adminTexts } from '../admin-texts';
import { useReportActionFailure } from './admin-access';

interface BanUserDialogProps {
  user: AdminUser;
  name: string;
  onClose: () => void;
}

/** Banning signs the user out everywhere, so it asks first. */
export function BanUserDialog({ user, name, onClose }: BanUserDialogProps) {
  const setBanned = useSetUserBanned();
  const reportFailure = useReportActionFailure();

  function ban() {
    setBanned.mutate(
      { userId: user.id, banned: true },
      {
        onSuccess: () => {
          toast.success(adminTexts.banChanged(name, true));
          onClose();
        },
        onError: (error) => reportFailure(error, adminTexts.banFailed(true)),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!setBanned.isPending}
      title={`Ban ${name}?`}
      description={adminTexts.banWarning}
    >
      <p className="text-sm text-gray-700">
        <span className="font-medium">{user.email}</span> will not be able to sign in until you unban them.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onClose()} disabled={setBanned.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={ban} disabled={setBanned.isPending}>
          {setBanned.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
          Ban user
        </Button>
      </div>
    </Dialog>
  );
}
