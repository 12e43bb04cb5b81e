import { imageRules, type SocialAccount, socialNetworkLabels } from '@/shared/social';
import { cn } from '@/web/lib/cn';
import { accountName } from '../post-format';
import { type PostFormValues, textFor } from '../post-form';
import { NetworkMark } from './network-mark';

/** How the post reads on each chosen account: plain text, links not clickable, with the images it takes, as the network would show it. */
export function PostPreview({ accounts, values }: { accounts: readonly SocialAccount[]; values: PostFormValues }) {
  const chosen = values.accountIds.map((id) => accounts.find((account) => account.id === id)).filter((account) => account !== undefined);
  return (
    <section aria-labelledby="social-preview-heading" className="space-y-2">
      <h3 id="social-preview-heading" className="text-sm font-medium text-gray-700">
        Preview
      </h3>
      {chosen.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-500">Choose an account to see how the post reads there.</p>
      ) : (
        <ul className="space-y-3">
          {chosen.map((account) => {
            const name = account.displayName || account.username;
            const text = textFor(values, account.id).trim();
            return (
              <li key={account.id} aria-label={`Preview on ${socialNetworkLabels[account.network]} ${accountName(account)}`} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
                <div className="flex items-center gap-2">
                  <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-200 font-semibold text-gray-700 uppercase">
                    {name.replace(/^@/, '').charAt(0) || '?'}
                  </span>
                  <span className="min-w-0 flex-1 leading-tight">
                    <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
                    <span className="block truncate text-xs text-gray-500">{accountName(account)}</span>
                  </span>
                  <NetworkMark network={account.network} className="size-5 rounded text-[9px]" />
                </div>
                <p className={text ? 'mt-2 whitespace-pre-wrap break-words text-sm text-gray-900' : 'mt-2 text-sm text-gray-400'}>{text || 'Your post shows here.'}</p>
                {values.images.length > 0 && account.network !== 'twitter' && (
                  <div className={cn('mt-2 grid gap-1 overflow-hidden rounded-lg', values.images.length > 1 && 'grid-cols-2')}>
                    {values.images.slice(0, imageRules[account.network].maxImages).map((image) => (
                      <img key={image.id} src={image.url} alt={image.altText} className="aspect-video w-full bg-gray-100 object-cover" />
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
