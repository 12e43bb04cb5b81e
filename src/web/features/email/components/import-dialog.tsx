import { type FormEvent, useId, useState } from 'react';
import { type ImportRun, emailMessages } from '@/shared/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useEmailLists } from '../api/get-email-lists';
import { useStartImport } from '../api/start-import';
import { checkMapping, type ColumnChoice, guessColumns } from '../import-mapping';
import { type CsvOutline, readCsvOutline } from '../read-csv';
import { useFailureToast } from '../use-failure-toast';
import { Field } from './field';
import { ImportMappingFields } from './import-mapping-fields';
import { ImportProgress } from './import-progress';

interface ChosenFile {
  file: File;
  outline: CsvOutline;
}

/** Import CSV: the file, the list, which column is what; then the import's progress and result. */
export function ImportDialog({ defaultListId, onClose }: { defaultListId?: string; onClose: () => void }) {
  const id = useId();
  const lists = useEmailLists();
  const start = useStartImport();
  const reportFailure = useFailureToast(onClose);
  const [listId, setListId] = useState(defaultListId ?? (lists.data?.length === 1 ? (lists.data[0]?.id ?? '') : ''));
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [choice, setChoice] = useState<ColumnChoice>({ email: '', name: '', tier: '', attributes: [] });
  const [reading, setReading] = useState(false);
  const [run, setRun] = useState<ImportRun | null>(null);

  async function chooseFile(file: File | undefined) {
    setChosen(null);
    if (!file) return;
    setReading(true);
    try {
      const outline = await readCsvOutline(file);
      setChosen({ file, outline });
      setChoice(guessColumns(outline.headers));
    } catch {
      toast.error('This file could not be read as CSV.');
    } finally {
      setReading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return void toast.error('Choose a CSV file to import');
    const check = checkMapping(listId, choice);
    if (!check.ok) return void toast.error(check.message);
    start.mutate(
      { file: chosen.file, mapping: check.mapping },
      {
        onSuccess: (started) => {
          toast.success(emailMessages.importStarted);
          setRun(started);
        },
        onError: (error) => reportFailure(error, 'Failed to import subscribers'),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!start.isPending}
      title="Import subscribers"
      description={run ? chosen?.file.name : 'A CSV file with a header row. Import only people who agreed to get your emails.'}
      className="max-w-2xl"
    >
      {run ? (
        <ImportProgress run={run} totalRows={chosen?.outline.rows ?? 0} onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Into list" htmlFor={`${id}-list`}>
              <NativeSelect id={`${id}-list`} value={listId} onChange={(event) => setListId(event.target.value)}>
                <option value="">Select a list</option>
                {lists.data?.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label="CSV file"
              htmlFor={`${id}-file`}
              hint={
                reading ? 'Reading the file…' : chosen ? `${chosen.outline.rows.toLocaleString('en-US')} rows after the header.` : undefined
              }
            >
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => void chooseFile(event.target.files?.[0])}
                className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
              />
            </Field>
          </div>
          {chosen && <ImportMappingFields id={id} headers={chosen.outline.headers} choice={choice} onChange={setChoice} />}
          <p className="text-xs text-gray-500">
            An address already in the workspace is merged into its record instead of being added twice.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={start.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={start.isPending || reading || !chosen}>
              {start.isPending ? 'Uploading…' : 'Import'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
