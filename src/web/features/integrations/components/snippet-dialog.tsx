import { integrationsMessages as text } from '@/shared/integrations/catalogue';
import { Dialog } from '@/web/components/ui/dialog';
import { CopyField } from './copy-field';

/** The tracker's snippet, to paste into every page of the site. */
export function SnippetDialog({ snippet, onClose }: { snippet: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.snippetTitle} description={text.trackerHint} className="max-w-2xl">
      <CopyField label={text.snippetTitle} value={snippet} multiline />
    </Dialog>
  );
}
