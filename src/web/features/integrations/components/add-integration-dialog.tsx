import { type FormEvent, useId, useState } from 'react';
import {
  type AddedIntegration,
  integrationCategories,
  integrationsMessages as text,
  type IntegrationCategory,
} from '@/shared/integrations/catalogue';
import { type AddIntegrationInput, addIntegrationSchema } from '@/shared/integrations/catalogue-schemas';
import { FormDialog } from '@/web/components/form-dialog';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddIntegration } from '../api/add-integration';
import { addFormComplete } from '../catalogue-view';
import { CopyField } from './copy-field';

const emptyInput: AddIntegrationInput = { name: '', category: 'other', description: '' };

/** Add Integration: a custom integration's name, category and description; then its address and secret, once. */
export function AddIntegrationDialog({ onClose }: { onClose: () => void }) {
  const [added, setAdded] = useState<AddedIntegration | null>(null);
  return added ? <AddedIntegrationDialog added={added} onClose={onClose} /> : <AddIntegrationForm onAdded={setAdded} onClose={onClose} />;
}

function AddIntegrationForm({ onAdded, onClose }: { onAdded: (added: AddedIntegration) => void; onClose: () => void }) {
  const id = useId();
  const [input, setInput] = useState<AddIntegrationInput>(emptyInput);
  const add = useAddIntegration();
  const reportFailure = useActionFailureToast({ close: onClose });
  const set = (patch: Partial<AddIntegrationInput>) => setInput((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addIntegrationSchema.safeParse(input);
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? text.addFailed);
    add.mutate(parsed.data, { onSuccess: onAdded, onError: (error) => reportFailure(error, text.addFailed) });
  }

  return (
    <FormDialog
      title={text.addIntegration}
      description={text.addDescription}
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitDisabled={!addFormComplete(input)}
      submitLabel={text.add}
      pendingLabel={text.adding}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>{text.nameLabel}</Label>
        <Input
          id={`${id}-name`}
          value={input.name}
          maxLength={80}
          disabled={add.isPending}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>{text.categoryLabel}</Label>
        <NativeSelect
          id={`${id}-category`}
          value={input.category}
          disabled={add.isPending}
          onChange={(event) => set({ category: event.target.value as IntegrationCategory })}
        >
          {integrationCategories.map((category) => (
            <option key={category} value={category}>
              {text.categoryLabels[category]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-description`}>{text.descriptionLabel}</Label>
        <Textarea
          id={`${id}-description`}
          value={input.description}
          maxLength={500}
          disabled={add.isPending}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
    </FormDialog>
  );
}

/** The new integration's address and its secret, shown this once. */
function AddedIntegrationDialog({ added, onClose }: { added: AddedIntegration; onClose: () => void }) {
  const { integration, secret } = added;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.addedTitle(integration.name)} description={text.incomingHint}>
      <div className="space-y-4">
        {integration.incomingUrl && <CopyField label={text.incomingUrl} value={integration.incomingUrl} />}
        <CopyField label={text.secret} value={secret} />
        <p role="note" className="rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
          {text.secretOnce}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{text.done}</Button>
        </div>
      </div>
    </Dialog>
  );
}
