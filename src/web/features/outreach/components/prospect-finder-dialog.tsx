import { type FormEvent, useId, useState } from 'react';
import {
  type ProspectSearch,
  prospectSearchMessages,
  prospectSearchPlaceholders,
  prospectSearchSchema,
  prospectSearchTypeLabels,
  prospectSearchTypes,
  type ProspectSearchType,
} from '@/shared/outreach/search';
import { prospectMessages } from '@/shared/outreach/prospects';
import { outreachLabels } from '@/shared/outreach/outreach';
import { ProgressCard } from '@/web/components/progress-card';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { useProspectSearch, useStartProspectSearch } from '../api/prospect-searches';

const typeHints: Record<ProspectSearchType, string> = {
  domain: 'Sites that link to this domain (a competitor) but not to you.',
  niche: 'Sites that rank for the niche, resource pages and “write for us” pages.',
  keyword: 'Sites that rank for the keyword, and the pages your site and competitors link out to.',
};

interface ProspectFinderDialogProps {
  projectId: string | null;
  /** A search already under way when the dialog opens: it is followed rather than a new one started. */
  underWay: ProspectSearch | null;
  onClose: () => void;
}

/** AI Prospect Finder: a search by domain, niche or keyword, followed to its end, which says what it added. */
export function ProspectFinderDialog({ projectId, underWay, onClose }: ProspectFinderDialogProps) {
  const id = useId();
  const [type, setType] = useState<ProspectSearchType>('niche');
  const [term, setTerm] = useState('');
  const [searchId, setSearchId] = useState<string | null>(underWay?.id ?? null);
  const start = useStartProspectSearch();
  const reportFailure = useActionFailureToast({ close: onClose });
  const followed = useProspectSearch(searchId, (search) => {
    if (search.status === 'done')
      toast.success(search.found > 0 ? prospectSearchMessages.found(search.found) : prospectSearchMessages.noneFound);
  });
  const search = followed.job ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = prospectSearchSchema.safeParse({ type, term, ...(projectId && { projectId }) });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? prospectMessages.searchRequired);
    start.mutate(parsed.data, {
      onSuccess: (started) => setSearchId(started.id),
      onError: (error) => reportFailure(error, prospectMessages.findFailed),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={outreachLabels.prospectFinder} className="sm:max-w-xl">
      {search ? (
        <SearchState search={search} onAgain={() => setSearchId(null)} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-900">Search by</legend>
            <div className="grid grid-cols-3 gap-2" role="radiogroup">
              {prospectSearchTypes.map((choice) => (
                <label
                  key={choice}
                  className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={choice}
                    checked={type === choice}
                    onChange={() => setType(choice)}
                    className="sr-only"
                  />
                  {prospectSearchTypeLabels[choice]}
                </label>
              ))}
            </div>
            <p className="text-xs text-gray-500">{typeHints[type]}</p>
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-term`}>Search term</Label>
            <Input
              id={`${id}-term`}
              value={term}
              maxLength={200}
              placeholder={prospectSearchPlaceholders[type]}
              disabled={start.isPending}
              onChange={(event) => setTerm(event.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={start.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? 'Starting…' : outreachLabels.findProspects}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The search under way, or how it ended: what it added, and what could have found more. */
function SearchState({ search, onAgain, onClose }: { search: ProspectSearch; onAgain: () => void; onClose: () => void }) {
  const underWay = isUnderWay(search);
  return (
    <div className="space-y-4 text-sm">
      {underWay ? (
        <ProgressCard
          title={`Finding prospects for “${search.term}”`}
          note="You can close this: the search goes on, and new prospects appear in the list when it finishes."
          progress={search.progress}
          label={search.stage ?? 'Waiting to start'}
          detail={search.sitesRead > 0 ? `${search.sitesRead} sites read` : undefined}
          barName="Search progress"
          testId="prospect-search-progress"
        />
      ) : search.status === 'failed' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {search.error || prospectMessages.findFailed}
        </p>
      ) : (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-green-900" data-testid="prospect-search-result">
          {search.found > 0 ? prospectSearchMessages.found(search.found) : prospectSearchMessages.noneFound}
          {` from ${search.sitesRead === 1 ? '1 site' : `${search.sitesRead} sites`} read.`}
        </p>
      )}
      {search.notes.map((note) => (
        <p key={note} role="note" className="rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-yellow-900">
          {note}
        </p>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {!underWay && (
          <Button variant="outline" onClick={onAgain}>
            Search again
          </Button>
        )}
        <Button onClick={onClose}>{underWay ? 'Close' : 'Done'}</Button>
      </div>
    </div>
  );
}
