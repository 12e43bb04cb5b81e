import { useState } from 'react';
import { socialMessages } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { usePageChoice, useChoosePages } from '../api/choose-pages';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { NetworkMark } from './network-mark';

/**
 * Back from Facebook with several Pages: the user chooses the ones Uplift posts to, each one of the
 * plan's social accounts. A Page connected already is connected again (its token renewed).
 */
export function FacebookPagesDialog({ choiceId, onClose }: { choiceId: string; onClose: () => void }) {
  const choice = usePageChoice(choiceId);
  const choose = useChoosePages(choiceId);
  const failed = useActionFailureToast({ close: onClose, reasonBelow: true });
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function toggle(id: string, on: boolean) {
    setProblem(null);
    setChosen((current) => (on ? [...current, id] : current.filter((page) => page !== id)));
  }

  function connect() {
    if (chosen.length === 0) return setProblem(socialMessages.choosePages);
    choose.mutate(
      { pageIds: chosen },
      {
        onSuccess: () => {
          toast.success(socialMessages.accountConnected('Facebook'), { id: 'social-connected' });
          onClose();
        },
        onError: (error) => failed(error, socialMessages.connectFailed),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Choose Facebook Pages"
      description="Your Facebook account manages several Pages. Choose the ones Uplift should post to: each is one of your plan's social accounts."
    >
      {choice.isPending ? (
        <div role="status" aria-label="Loading your Pages" className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : !choice.data ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-red-700">
            {socialMessages.connectExpired}
          </p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="sr-only">Pages</legend>
            {choice.data.pages.map((page) => (
              <label
                key={page.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-600"
                  checked={chosen.includes(page.id)}
                  disabled={choose.isPending}
                  onChange={(event) => toggle(page.id, event.target.checked)}
                />
                <NetworkMark network="facebook" className="size-6 rounded-md text-[10px]" />
                <span className="min-w-0 truncate font-medium">{page.name}</span>
                {page.connected && <span className="ml-auto shrink-0 text-xs text-gray-500">Connected already</span>}
              </label>
            ))}
          </fieldset>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={choose.isPending}>
              Cancel
            </Button>
            <Button onClick={connect} disabled={choose.isPending}>
              {choose.isPending && <Spinner />}
              Connect Pages
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
