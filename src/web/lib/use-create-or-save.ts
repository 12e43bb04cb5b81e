import { toast } from './toast';
import { useActionFailureToast } from './use-action-failure-toast';

/** A TanStack mutation as a create-or-edit dialog calls it. */
interface Mutation<Variables> {
  mutate(variables: Variables, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

interface CreateOrSaveOptions<Input> {
  /** The item being edited; none when the dialog creates one. */
  editing: { id: string } | undefined;
  create: Mutation<Input>;
  update: Mutation<{ id: string; input: Input }>;
  onClose: () => void;
  texts: { created: string; saved: string; failed: string };
}

/**
 * A form dialog's submit that creates an item or saves the one it edits: on success a toast and the
 * dialog closes; on failure the action's failure toast (a plan's refusal with its upgrade path).
 */
export function useCreateOrSave<Input>({ editing, create, update, onClose, texts }: CreateOrSaveOptions<Input>) {
  const reportFailure = useActionFailureToast({ close: onClose });
  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };
  const onError = (error: unknown) => reportFailure(error, texts.failed);
  const save = (input: Input) => {
    if (editing) update.mutate({ id: editing.id, input }, { onSuccess: done(texts.saved), onError });
    else create.mutate(input, { onSuccess: done(texts.created), onError });
  };
  return { save, pending: create.isPending || update.isPending };
}
