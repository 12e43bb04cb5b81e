import { AlertTriangle, Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type SearchConsoleConnection,
  type SearchConsoleState,
  searchConsoleLabels,
  searchConsoleMessages,
} from '@/shared/seo/search-console';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { isPlanRefusal } from '@/web/lib/refusals';
import { timeAgo } from '@/web/lib/time-ago';
import { toast } from '@/web/lib/toast';
import { useChooseSearchConsoleProperty } from '../api/choose-search-console-property';
import { useDisconnectSearchConsole } from '../api/disconnect-search-console';
import { useImportSearchConsole } from '../api/import-search-console';
import { formatMoment } from '../audit-format';
import { searchConsoleReason } from '../search-console-failure';
import { propertyLabel, rangeText } from '../search-console-format';
import { useRefusalToast } from '../use-refusal-toast';
import { ConnectButton, ProfessionalNote } from './search-console-actions';
import { SearchConsoleTable } from './search-console-table';

interface SearchConsoleConnectedProps {
  projectId: string;
  state: SearchConsoleState;
  connection: SearchConsoleConnection;
  canEdit: boolean;
  /** The plan has rank tracking (Professional and up). */
  allowed: boolean;
}

/** A connected Search Console: its property (chosen here first), the import, the imported queries and Disconnect. */
export function SearchConsoleConnected({ projectId, state, connection, canEdit, allowed }: SearchConsoleConnectedProps) {
  const runImport = useImportSearchConsole();
  const disconnect = useDisconnectSearchConsole();
  const refusal = useRefusalToast();
  const [confirming, setConfirming] = useState(false);
  const property = connection.property;

  function importQueries() {
    runImport.mutate(
      { projectId },
      {
        onSuccess: (answer) => toast.success(searchConsoleMessages.imported(answer.total)),
        onError: (error) =>
          isPlanRefusal(error)
            ? refusal(error, searchConsoleMessages.importFailed)
            : toast.error(searchConsoleMessages.importFailed, { description: searchConsoleReason(error) ?? undefined }),
      },
    );
  }

  function confirmDisconnect() {
    disconnect.mutate(
      { projectId },
      {
        onSuccess: () => {
          toast.success(searchConsoleMessages.disconnected);
          setConfirming(false);
        },
        onError: (error) => toast.error(searchConsoleMessages.disconnectFailed, { description: searchConsoleReason(error) ?? undefined }),
      },
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        {property ? (
          <>
            <span className="font-medium text-gray-900">{propertyLabel(property)}</span> ·{' '}
          </>
        ) : null}
        Connected {formatMoment(connection.connectedAt)}
        {connection.connectedBy && ` by ${connection.connectedBy}`}
      </p>
      {connection.problem && (
        <div role="note" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1">{connection.problem}</span>
          {canEdit && allowed && <ConnectButton projectId={projectId} label={searchConsoleLabels.reconnect} variant="outline" />}
        </div>
      )}
      {property === null ? (
        canEdit && allowed ? (
          <PropertyChoice projectId={projectId} properties={state.properties ?? []} />
        ) : (
          <p className="text-sm text-gray-600">{searchConsoleMessages.chooseProperty}</p>
        )
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {canEdit && allowed && (
            <Button onClick={importQueries} disabled={runImport.isPending}>
              {runImport.isPending ? <Spinner className="size-4 border-2 border-white/40 border-t-white" /> : <Download aria-hidden />}
              {runImport.isPending ? searchConsoleLabels.importing : searchConsoleLabels.importLastDays}
            </Button>
          )}
          {state.importedAt && (
            <p className="text-sm text-gray-600">
              Last imported{' '}
              <time dateTime={state.importedAt} title={formatMoment(state.importedAt)}>
                {timeAgo(state.importedAt)}
              </time>
              {state.range && ` · ${rangeText(state.range)}`}
            </p>
          )}
        </div>
      )}
      {!allowed && <ProfessionalNote canEdit={canEdit} />}
      {property !== null && <ImportedQueries state={state} />}
      {canEdit && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {searchConsoleLabels.disconnect}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title={searchConsoleMessages.confirmDisconnectTitle}
          text={searchConsoleMessages.confirmDisconnectText}
          confirmLabel={searchConsoleLabels.disconnect}
          pending={disconnect.isPending}
          onConfirm={confirmDisconnect}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function ImportedQueries({ state }: { state: SearchConsoleState }) {
  if (state.rows.length === 0)
    return <p className="text-sm text-gray-500">{state.importedAt ? searchConsoleMessages.noRows : searchConsoleMessages.noImportYet}</p>;
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-gray-900">{searchConsoleLabels.queries}</h4>
      {state.total > state.rows.length && (
        <p className="text-xs text-gray-500">{searchConsoleMessages.mostClicked(state.rows.length, state.total)}</p>
      )}
      <div className="rounded-lg border border-gray-200">
        <SearchConsoleTable rows={state.rows} />
      </div>
    </div>
  );
}

/** The Google account's properties, to choose the one of the project's site. */
function PropertyChoice({ projectId, properties }: { projectId: string; properties: readonly string[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(properties[0] ?? '');
  const choose = useChooseSearchConsoleProperty();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || choose.isPending) return;
    choose.mutate(
      { projectId, property: chosen },
      {
        onSuccess: () => toast.success(searchConsoleMessages.propertyChosen),
        onError: (error) => toast.error(searchConsoleMessages.propertyFailed, { description: searchConsoleReason(error) ?? undefined }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1 sm:max-w-md">
        <Label htmlFor={`${id}-property`}>{searchConsoleLabels.property}</Label>
        <NativeSelect
          id={`${id}-property`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          aria-describedby={`${id}-hint`}
        >
          {properties.map((property) => (
            <option key={property} value={property}>
              {propertyLabel(property)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {searchConsoleMessages.chooseProperty}
        </p>
      </div>
      <Button type="submit" disabled={!chosen || choose.isPending}>
        {choose.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
        {searchConsoleLabels.useProperty}
      </Button>
    </form>
  );
}
