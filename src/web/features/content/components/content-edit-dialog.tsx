import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ContentItem, contentMessages } from '@/shared/content/content';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useUpdateContent } from '../api/update-content';
import { type EditForm, editFormResolver, toEditForm } from '../content-payload';
import { contentLabels, typeLabels } from '../labels';
import { BlogEditFields } from './blog-edit-fields';
import { EmailEditFields } from './email-edit-fields';
import { SocialEditFields } from './social-edit-fields';
import { VideoEditFields } from './video-edit-fields';

/** The edit dialog: each type's own fields, saved with PUT; a body that does not parse cannot be edited. */
export function ContentEditDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const [form] = useState(() => toEditForm(item));
  const unparseable = form === null;
  useEffect(() => {
    if (unparseable) {
      toast.error(contentMessages.parseForEditingFailed);
      onClose();
    }
  }, [unparseable, onClose]);
  const update = useUpdateContent();
  if (!form) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!update.isPending}
      title={`${contentLabels.edit} ${typeLabels[item.type]}`}
      className="max-w-3xl"
    >
      <EditBody item={item} initial={form} update={update} onClose={onClose} />
    </Dialog>
  );
}

interface EditBodyProps {
  item: ContentItem;
  initial: EditForm;
  update: ReturnType<typeof useUpdateContent>;
  onClose: () => void;
}

function EditBody({ item, initial, update, onClose }: EditBodyProps) {
  const form = useForm({ resolver: editFormResolver, defaultValues: initial });
  // The type's fields hand back the whole form; a change also clears the problem shown.
  const values = form.watch();
  const change = (next: EditForm) => form.reset(next);
  const error = firstFormError(form.formState.errors);

  const submit = form.handleSubmit((input) => {
    if (update.isPending) return;
    update.mutate(
      { id: item.id, input },
      {
        onSuccess: () => {
          toast.success(contentLabels.updated);
          onClose();
        },
        onError: () => toast.error(contentLabels.updateFailed),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {values.type === 'blog' && <BlogEditFields form={values} onChange={change} />}
      {values.type === 'social' && <SocialEditFields form={values} onChange={change} />}
      {values.type === 'email' && <EmailEditFields form={values} onChange={change} />}
      {values.type === 'video' && <VideoEditFields form={values} onChange={change} />}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
          {contentLabels.cancel}
        </Button>
        <Button type="submit" aria-disabled={update.isPending} className="aria-disabled:opacity-70">
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {contentLabels.save}
        </Button>
      </div>
    </form>
  );
}
