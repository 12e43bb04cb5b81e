import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ImportMapping, type ImportRun, emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { NativeSelect } from '@/web/components/ui/native-select';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useEmailLists } from '../api/get-email-lists';
import { useStartImport } from '../api/start-import';
import { type ColumnChoice, guessColumns, importResolver } from '../import-mapping';
import { type CsvOutline, readCsvOutline } from '../read-csv';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { Field } from './field';
import { ImportMappingFields } from './import-mapping-fields';
import { ImportProgress } from './import-progress';
import { formatNumber } from '@/shared/number-format';

interface ChosenFile {
  file: File;
  outline: CsvOutline;
}

/** Import CSV: the file, the list, which column is what; then the import's progress and result. */
export function ImportDialog({ defaultListId, onClose }: { defaultListId?: string; onClose: () => void }) {
  const id = useId();
  const lists = useEmailLists();
  const start = useStartImport();
  const reportFailure = useActionFailureToast({ close: onClose });
  const form = useForm({
    resolver: importResolver,
    defaultValues: {
      listId: defaultListId ?? (lists.data?.length === 1 ? (lists.data[0]?.id ?? '') : ''),
      email: '',
      name: '',
      tier: '',
      attributes: [],
    },
    // The toast says what is wrong; the focus stays on the Import button.
    shouldFocusError: false,
  });
  // The mapping fields move a column between roles and attributes, so they work on the values themselves.
  const values = form.watch();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
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

  function setChoice(next: ColumnChoice) {
    for (const [key, value] of Object.entries(next)) form.setValue(key as keyof ColumnChoice, value);
  }

  function startImport(file: File, mapping: ImportMapping) {
    start.mutate(
      { file, mapping },
      {
        onSuccess: (started) => {
          toast.success(emailMessages.importStarted);
          setRun(started);
        },
        onError: (error) => reportFailure(error, 'Failed to import subscribers'),
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (chosen) {
      return form.handleSubmit(
        (mapping) => startImport(chosen.file, mapping),
        (errors) => toast.error(firstFormError(errors) ?? 'Check the column mapping'),
      )(event);
    }
    event.preventDefault();
    toast.error('Choose a CSV file to import');
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
              <NativeSelect id={`${id}-list`} {...form.register('listId')}>
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
              hint={reading ? 'Reading the file…' : chosen ? `${formatNumber(chosen.outline.rows)} rows after the header.` : undefined}
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
          {chosen && <ImportMappingFields id={id} headers={chosen.outline.headers} choice={values} onChange={setChoice} />}
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
