import { useId } from 'react';
import { CopyButton } from '@/web/components/ui/copy-button';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { useLeadMagnetEmbed } from '../api/lead-magnets';
import { ListPending } from '@/web/components/list-pending';

/** The HTML of the magnet's sign-up form, to paste into a page of the user's own site. */
export function LeadMagnetEmbed({ id: magnetId }: { id: string }) {
  const id = useId();
  const embed = useLeadMagnetEmbed(magnetId);
  if (embed.data === undefined) return <ListPending what="embeddable form" failed={embed.isError} onRetry={() => void embed.refetch()} />;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={`${id}-html`}>Embeddable form (HTML)</Label>
        <CopyButton text={embed.data} label="Copy HTML" />
      </div>
      <Textarea
        id={`${id}-html`}
        readOnly
        rows={5}
        value={embed.data}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs"
      />
    </div>
  );
}
