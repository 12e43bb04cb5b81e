import { Plus } from 'lucide-react';
import { Spinner } from '@/web/components/ui/spinner';
import { useAccounts } from '../api/get-accounts';
import { AccountCard } from './account-card';

interface AccountsSectionProps {
  canEdit: boolean;
  onConnect: () => void;
}

/** The account cards and the Connect Account tile. No sample accounts: those are the Sample workspace's. */
export function AccountsSection({ canEdit, onConnect }: AccountsSectionProps) {
  const accounts = useAccounts();
  const list = accounts.data ?? [];
  return (
    <section aria-labelledby="social-accounts-heading" className="space-y-3">
      <h2 id="social-accounts-heading" className="text-lg font-semibold text-gray-900">
        Accounts
      </h2>
      {accounts.isPending ? (
        <div role="status" aria-label="Loading accounts" className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((account) => (
              <AccountCard key={account.id} account={account} canEdit={canEdit} />
            ))}
            {canEdit && <ConnectTile onConnect={onConnect} />}
          </div>
          {list.length === 0 && (
            <p className="text-sm text-gray-600">
              {accounts.isError
                ? 'The accounts could not be loaded.'
                : canEdit
                  ? 'Connect an account to publish and schedule posts on it, and to follow their likes, comments and shares here.'
                  : 'No social accounts are connected to this workspace yet.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ConnectTile({ onConnect }: { onConnect: () => void }) {
  return (
    <button
      type="button"
      onClick={onConnect}
      className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 p-4 text-sm font-medium text-gray-700 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Plus className="size-5" aria-hidden />
      </span>
      Connect Account
    </button>
  );
}
