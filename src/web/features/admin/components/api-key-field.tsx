import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { adminMessages } from '@/shared/admin/admin';
import type { AdminApiKey } from '@/shared/api-keys';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { errorMessage, isForbidden } from '../api/admin-http';
import { useRevealApiKey } from '../api/reveal-api-key';
import { useUpdateApiKey } from '../api/update-api-key';
import { formatDate } from '../admin-format';
import { keySourceBadge } from '../admin-status';
import { adminTexts } from '../admin-texts';
import { useReportActionFailure } from './admin-access';

/**
 * One key: saved on blur only when its value changed; an emptied field clears the stored
 * value so the environment's applies. Secrets are masked until Show asks the server for the value.
 */
export function ApiKeyField({ entry }: { entry: AdminApiKey }) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(entry.maskedValue);
  // What the field showed before editing: a blur with the same text saves nothing.
  const [baseline, setBaseline] = useState(entry.maskedValue);
  const [revealed, setRevealed] = useState(false);
  const update = useUpdateApiKey();
  const reveal = useRevealApiKey();
  const reportFailure = useReportActionFailure();

  // Another admin (or another tab) changed the key: show the new value, unless this field is mid-edit.
  const serverStamp = `${entry.source}|${entry.updatedAt}|${entry.maskedValue}`;
  const [seenStamp, setSeenStamp] = useState(serverStamp);
  if (seenStamp !== serverStamp) {
    setSeenStamp(serverStamp);
    if (draft === baseline) showMasked(entry.maskedValue);
  }

  function showMasked(masked: string) {
    setDraft(masked);
    setBaseline(masked);
    setRevealed(false);
  }

  function save() {
    if (draft === baseline) return;
    update.mutate(
      { name: entry.name, value: draft },
      {
        onSuccess: ({ keys }) => {
          showMasked(keys.find((key) => key.name === entry.name)?.maskedValue ?? '');
          toast.success(adminMessages.keyUpdated);
        },
        onError: (error) => {
          if (isForbidden(error)) reportFailure(error, adminMessages.keyUpdateFailed);
          else toast.error(adminMessages.keyUpdateFailed, { description: errorMessage(error, '') || undefined });
        },
      },
    );
  }

  function toggleReveal() {
    if (revealed) {
      // Hiding an unedited value puts the mask back; an edit not yet saved stays, only hidden.
      if (draft === baseline) showMasked(entry.maskedValue);
      else setRevealed(false);
      return;
    }
    reveal.mutate(entry.name, {
      onSuccess: ({ value }) => {
        setDraft(value);
        setBaseline(value);
        setRevealed(true);
      },
      onError: (error) => reportFailure(error, adminTexts.revealFailed),
    });
  }

  const source = keySourceBadge[entry.source];
  const masked = entry.secret && !revealed;
  return (
    <div
      data-testid={`api-key-${entry.name}`}
      className="grid gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
            {entry.label}
          </label>
          <Badge tone={source.tone}>{source.label}</Badge>
        </div>
        <p id={hintId} className="mt-1 text-xs break-words text-gray-500">
          <code className="font-mono text-gray-600">{entry.name}</code> · {entry.hint}
          {entry.updatedAt && ` · Updated ${formatDate(entry.updatedAt)}`}
        </p>
      </div>
      <div className="flex items-start gap-2">
        <div className="relative min-w-0 flex-1">
          <Input
            id={inputId}
            type={masked ? 'password' : 'text'}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            // A masked value is only a placeholder for the real one: typing replaces it whole.
            onFocus={(event) => masked && draft === baseline && event.target.select()}
            onBlur={save}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            placeholder={entry.secret ? 'Paste the key' : 'Enter a value'}
            disabled={update.isPending}
            className="pr-9 font-mono"
          />
          {update.isPending && <Spinner className="absolute top-3 right-3 size-4 border-2" />}
        </div>
        {entry.secret && (
          <Button
            type="button"
            variant="outline"
            onClick={toggleReveal}
            disabled={reveal.isPending || update.isPending || (entry.source === 'unset' && !revealed)}
            aria-label={`${revealed ? 'Hide' : 'Show'} ${entry.label}`}
            className="shrink-0 px-3 sm:w-24"
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {/* On a phone the eye alone leaves the field room for the value. */}
            <span className="hidden sm:inline">{revealed ? 'Hide' : 'Show'}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
