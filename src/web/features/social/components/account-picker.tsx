import { Plus } from 'lucide-react';
import { type SocialAccount, socialMessages, socialNetworkLabels } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { accountName } from '../post-format';
import { type PostFormValues, toggleAccount } from '../post-form';
import { NetworkMark } from './network-mark';

interface AccountPickerProps {
  accounts: readonly SocialAccount[];
  values: PostFormValues;
  onChange: (values: PostFormValues) => void;
  disabled: boolean;
  onConnect: () => void;
}

/** Post to: the workspace's accounts; only connected ones can be chosen. */
export function AccountPicker({ accounts, values, onChange, disabled, onConnect }: AccountPickerProps) {
  const anyConnected = accounts.some((account) => account.status === 'Connected');
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700">Post to</legend>
      {!anyConnected && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-yellow-200 bg-yellow-50 p-3"
        >
          <p className="text-sm text-yellow-900">{socialMessages.noConnectedAccounts}</p>
          <Button type="button" size="sm" variant="outline" onClick={onConnect}>
            <Plus aria-hidden />
            Connect Account
          </Button>
        </div>
      )}
      {accounts.length > 0 && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {accounts.map((account) => {
            const selected = values.accountIds.includes(account.id);
            const connected = account.status === 'Connected';
            return (
              <label
                key={account.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-600"
                  checked={selected}
                  // A disconnected account can be taken off a post, not put on one.
                  disabled={disabled || (!connected && !selected)}
                  onChange={(event) => onChange(toggleAccount(values, account.id, event.target.checked))}
                />
                <NetworkMark network={account.network} className="size-6 rounded-md text-[10px]" />
                <span className="min-w-0 truncate">
                  <span className="font-medium">{socialNetworkLabels[account.network]}</span> {accountName(account)}
                </span>
                {!connected && <span className="ml-auto shrink-0 text-xs text-red-700">Disconnected</span>}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
