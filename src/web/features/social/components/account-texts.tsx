import { useId } from 'react';
import { type SocialAccount, socialNetworkLabels } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';
import { characterCount } from '../character-count';
import { accountName } from '../post-format';
import { type PostFormValues, textFor, textProblem } from '../post-form';

interface AccountTextsProps {
  accounts: readonly SocialAccount[];
  values: PostFormValues;
  onChange: (values: PostFormValues) => void;
  disabled: boolean;
}

/** Per chosen account: how long the text is as its network counts it, what else it refuses in it (YouTube), and its own text when customized. */
export function AccountTexts({ accounts, values, onChange, disabled }: AccountTextsProps) {
  const chosen = values.accountIds.map((id) => accounts.find((account) => account.id === id)).filter((account) => account !== undefined);
  if (chosen.length === 0) return null;
  return (
    <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
      {chosen.map((account) => (
        <AccountText key={account.id} account={account} values={values} onChange={onChange} disabled={disabled} />
      ))}
    </ul>
  );
}

function AccountText({
  account,
  values,
  onChange,
  disabled,
}: {
  account: SocialAccount;
  values: PostFormValues;
  onChange: (values: PostFormValues) => void;
  disabled: boolean;
}) {
  const id = useId();
  const label = socialNetworkLabels[account.network];
  const own = values.overrides[account.id];
  const customizing = own !== undefined;
  const text = textFor(values, account.id);
  const count = characterCount(account.network, text, account.characterLimit);
  const problem = textProblem(account.network, text);

  function setOwn(text: string | undefined) {
    const overrides = { ...values.overrides };
    if (text === undefined) delete overrides[account.id];
    else overrides[account.id] = text;
    onChange({ ...values, overrides });
  }

  return (
    <li className="space-y-2 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 flex-1 truncate text-sm text-gray-700">
          <span className="font-medium">{label}</span> {accountName(account)}
        </span>
        <span
          id={`${id}-count`}
          className={cn('text-xs tabular-nums', count.over ? 'font-semibold text-red-600' : 'text-gray-500')}
          data-testid="character-count"
        >
          {count.label}
          {count.over && <span className="sr-only"> characters: too long for {label}</span>}
        </span>
        {customizing ? (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" disabled={disabled} onClick={() => setOwn(undefined)}>
            Use the main text
          </Button>
        ) : (
          <Button type="button" variant="link" size="sm" className="h-auto px-0" disabled={disabled} onClick={() => setOwn(values.content)}>
            Customize for {label}
          </Button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-xs font-semibold text-red-600">
          {problem}
        </p>
      )}
      {customizing && (
        <div className="space-y-1">
          <label htmlFor={`${id}-text`} className="text-xs font-medium text-gray-600">
            Text for {label} {accountName(account)}
          </label>
          <Textarea
            id={`${id}-text`}
            rows={3}
            value={own}
            disabled={disabled}
            aria-describedby={problem ? `${id}-count ${id}-problem` : `${id}-count`}
            aria-invalid={count.over || problem !== null || undefined}
            onChange={(event) => setOwn(event.target.value)}
          />
        </div>
      )}
    </li>
  );
}
