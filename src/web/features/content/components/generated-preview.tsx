import { Info, Loader2, RotateCcw, Save } from 'lucide-react';
import type { GeneratedContent } from '@/shared/content/content';
import { contentMessages } from '@/shared/content/content';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { parseContentBody } from '../content-payload';
import { contentLabels, typeLabels } from '../labels';
import { ContentBodyView } from './content-body-view';
import { ScrollArea } from '@/web/components/ui/scroll-area';

interface GeneratedPreviewProps {
  result: GeneratedContent;
  saving: boolean;
  onSave: () => void;
  onGenerateNew: () => void;
}

/** The draft a generation answered, shown as it will be stored, with Save Content and Generate New. */
export function GeneratedPreview({ result, saving, onSave, onGenerateNew }: GeneratedPreviewProps) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{typeLabels[result.type]}</Badge>
        {result.source === 'offline' && <Badge tone="yellow">{contentMessages.offlineDraftLabel}</Badge>}
        <h3 className="w-full break-words font-semibold text-gray-900">{result.title}</h3>
      </div>
      {result.source === 'offline' && (
        <p className="flex gap-2 rounded-lg bg-yellow-50 px-3 py-2 text-xs text-yellow-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {contentLabels.offlineDraftHint}
        </p>
      )}
      <ScrollArea label={result.title} className="max-h-[55vh] rounded-xl bg-gray-50 p-4">
        <ContentBodyView content={parseContentBody(result.type, result.body)} />
      </ScrollArea>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onGenerateNew} disabled={saving}>
          <RotateCcw aria-hidden />
          {contentLabels.generateNew}
        </Button>
        <Button type="button" onClick={onSave} aria-disabled={saving} className="aria-disabled:opacity-70">
          {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {contentLabels.saveContent}
        </Button>
      </div>
    </div>
  );
}
