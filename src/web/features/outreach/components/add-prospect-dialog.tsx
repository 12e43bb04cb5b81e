import { type FormEvent, useId, useState } from 'react';
import { prospectInputSchema, prospectMessages as text } from '@/shared/outreach/prospects';
import { outreachLabels } from '@/shared/outreach/outreach';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddProspect } from '../api/change-prospects';

/** Add Prospect: a site by its address (and its niche); Uplift then reads its pages for contacts. */
export function AddProspectDialog({ defaultNiche, onClose }: { defaultNiche: string; onClose: () => void }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [niche, setNiche] = useState(defaultNiche);
  const add = useAddProspect();
  const reportFailure = useActionFailureToast({ close: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = prospectInputSchema.safeParse({ address, niche });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? text.notASite);
    add.mutate(parsed.data, {
      onSuccess: (prospect) => {
        toast.success(text.added(prospect.domain));
        onClose();
      },
      onError: (error) => reportFailure(error, text.addFailed),
    });
  }

  return (
    <FormDialog
      title={outreachLabels.addProspect}
      description="Uplift reads the site’s contact, about and author pages for the addresses they show."
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitDisabled={!address.trim()}
      submitLabel="Add"
      pendingLabel="Adding…"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-address`}>Site address</Label>
        <Input
          id={`${id}-address`}
          value={address}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="bakersguild.org"
          maxLength={2048}
          disabled={add.isPending}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-niche`}>Niche</Label>
        <Input
          id={`${id}-niche`}
          value={niche}
          maxLength={100}
          disabled={add.isPending}
          onChange={(event) => setNiche(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
