import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, type ComponentProps, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { type LeadMagnetInput, leadMagnetFileLimit, leadMagnetInputSchema, leadMagnetLinkDays } from '@/shared/monetization/lead-magnets';
import { monetizationMessages } from '@/shared/monetization/monetization';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { type EmailListChoice, useEmailListChoices } from '../api/email-lists';
import { useCreateLeadMagnet } from '../api/lead-magnets';
import { formatFileSize, leadMagnetFileProblem } from '../offers-format';

/** Email Marketing's screen, where lists are made (web/config/paths has no entry for it yet). */
const emailMarketingPath = '/email';

interface LeadMagnetFields {
  title: string;
  description: string;
  listId: string;
  kind: 'file' | 'link';
  linkUrl: string;
}

/** A file's magnet sends no link: the schema checks the link only when it is the thing given. */
const inputOf = (fields: LeadMagnetFields): LeadMagnetInput => ({ ...fields, linkUrl: fields.kind === 'link' ? fields.linkUrl : '' });

/** Create Lead Magnet: what is given (a file or a link) and the list its sign-ups join. */
export function LeadMagnetForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const lists = useEmailListChoices();
  const create = useCreateLeadMagnet();
  const reportFailure = useActionFailureToast({ close: onDone });
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({
    resolver: resolverFrom(inputOf, zodResolver(leadMagnetInputSchema)),
    defaultValues: { title: '', description: '', listId: '', kind: 'file', linkUrl: '' } as LeadMagnetFields,
  });
  const [title, listId, kind, linkUrl] = useWatch({ control: form.control, name: ['title', 'listId', 'kind', 'linkUrl'] });
  const noLists = lists.data?.length === 0;

  // Refused here, before a large upload is sent only to be turned away.
  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && leadMagnetFileProblem(chosen);
    if (problem) {
      toast.error(problem);
      event.target.value = '';
    }
    setFile(problem ? null : chosen);
  }

  const submit = form.handleSubmit(
    () =>
      create.mutate(
        { input: inputOf(form.getValues()), file: kind === 'file' ? file : null },
        {
          onSuccess: (magnet) => {
            toast.success(`${magnet.title} created`);
            onDone();
          },
          onError: (error) => reportFailure(error, 'Failed to create the lead magnet'),
        },
      ),
    (errors) => toast.error(firstFormError(errors) ?? monetizationMessages.fillRequired),
  );

  return (
    <FormDialog
      title="Create Lead Magnet"
      description={`People leave their e-mail address and confirm it; the delivery e-mail’s link works for ${leadMagnetLinkDays} days.`}
      onSubmit={submit}
      onClose={onDone}
      pending={create.isPending}
      submitDisabled={noLists || !title.trim() || !listId || (kind === 'file' ? !file : !linkUrl.trim())}
      submitLabel="Create"
      pendingLabel="Creating…"
    >
      <fieldset disabled={create.isPending} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} maxLength={120} autoComplete="off" placeholder="The SEO checklist" {...form.register('title')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea id={`${id}-description`} rows={2} maxLength={1000} {...form.register('description')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-list`}>Email Marketing list</Label>
          {noLists ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              The workspace has no list yet, and sign-ups need one to join.{' '}
              <Link to={emailMarketingPath} className="font-medium underline underline-offset-2">
                Create a list in Email Marketing
              </Link>
              , then come back.
            </p>
          ) : (
            <ListSelect id={`${id}-list`} lists={lists.data} failed={lists.isError} {...form.register('listId')} />
          )}
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-gray-900">What it gives</legend>
          <div className="flex gap-6 text-sm">
            <label className="inline-flex items-center gap-2">
              <input type="radio" value="file" {...form.register('kind')} />
              File
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" value="link" {...form.register('kind')} />
              Link
            </label>
          </div>
        </fieldset>
        {/* Hidden rather than removed, so a chosen file stays chosen while the user looks at Link. */}
        <div className="space-y-1.5" hidden={kind !== 'file'}>
          <Label htmlFor={`${id}-file`}>File</Label>
          <input
            id={`${id}-file`}
            type="file"
            onChange={chooseFile}
            className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-gray-50"
          />
          <p className="text-xs text-gray-500">
            {file
              ? `${file.name}, ${formatFileSize(file.size)}`
              : `A PDF, e-book or template of at most ${formatFileSize(leadMagnetFileLimit)}.`}
          </p>
        </div>
        {kind === 'link' && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-link`}>Link to give</Label>
            <Input
              id={`${id}-link`}
              type="url"
              maxLength={2048}
              autoComplete="off"
              placeholder="https://example.com/members/checklist"
              {...form.register('linkUrl')}
            />
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}

function ListSelect({
  lists,
  failed,
  ...props
}: { lists: EmailListChoice[] | undefined; failed: boolean } & ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        {lists ? 'Choose a list' : failed ? 'The lists could not be loaded' : 'Loading lists…'}
      </option>
      {lists?.map((list) => (
        <option key={list.id} value={list.id}>
          {list.name}
        </option>
      ))}
    </NativeSelect>
  );
}
