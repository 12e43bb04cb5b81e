import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ContentTone, type ContentType, type SocialPlatform, contentMessages } from '@/shared/content/content';
import { ContentLimitBanner } from '@/web/components/content-limit-banner';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { contentLimitFromError } from '@/web/lib/content-limit';
import { toast } from '@/web/lib/toast';
import { useUpgradeInstead } from '@/web/lib/upgrade-prompt';
import { useBulkGeneration } from '../api/get-bulk-generation';
import { useStartBulkGeneration } from '../api/start-bulk-generation';
import { defaultSocialPlatforms } from '../creator-preset';
import { contentLabels } from '../labels';
import { BulkProgress } from './bulk-progress';
import { ContentTypeOptions, ToneOptions } from './content-options';
import { PlatformCheckboxes } from './platform-checkboxes';

const maxTopics = 50;

interface BulkGenerationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current project, whose niche, keywords and voice the drafts follow. */
  projectId?: string;
}

export function BulkGenerationDialog({ open, onOpenChange, projectId }: BulkGenerationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={contentLabels.bulkTitle}
      description={contentLabels.bulkDescription}
      className="max-w-2xl"
    >
      <BulkBody projectId={projectId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function BulkBody({ projectId, onDone }: { projectId?: string; onDone: () => void }) {
  const start = useStartBulkGeneration();
  const job = useBulkGeneration(start.data?.id ?? null);
  const [topics, setTopics] = useState('');
  const [type, setType] = useState<ContentType>('blog');
  const [tone, setTone] = useState<ContentTone>('professional');
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(defaultSocialPlatforms);
  const limit = contentLimitFromError(start.error);
  const onUpgrade = useUpgradeInstead(onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (start.isPending) return;
    const list = topics
      .split('\n')
      .map((topic) => topic.trim())
      .filter(Boolean);
    if (list.length === 0) return void toast.error(contentMessages.enterTopic);
    if (list.length > maxTopics) return void toast.error(contentLabels.bulkTooMany);
    if (type === 'social' && platforms.length === 0) return void toast.error(contentMessages.selectPlatform);
    start.mutate(
      { topics: list, type, tone, platforms: type === 'social' ? platforms : [], projectId },
      {
        onSuccess: () => toast.success(contentLabels.bulkStarted),
        onError: (error) => {
          if (!contentLimitFromError(error)) toast.error(contentLabels.bulkFailed);
        },
      },
    );
  }

  const progress = job ?? start.data;
  if (progress) {
    return (
      <div className="space-y-5">
        <BulkProgress job={progress} />
        <div className="flex justify-end">
          <Button variant="outline" onClick={onDone}>
            {contentLabels.close}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {limit && <ContentLimitBanner state={limit} onUpgrade={onUpgrade} />}
      <div className="space-y-1.5">
        <Label htmlFor="bulk-topics">{contentLabels.bulkTopics}</Label>
        <Textarea id="bulk-topics" rows={6} value={topics} onChange={(event) => setTopics(event.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="bulk-type">{contentLabels.contentType}</Label>
          <NativeSelect id="bulk-type" value={type} onChange={(event) => setType(event.target.value as ContentType)}>
            <ContentTypeOptions />
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="bulk-tone">{contentLabels.tone}</Label>
          <NativeSelect id="bulk-tone" value={tone} onChange={(event) => setTone(event.target.value as ContentTone)}>
            <ToneOptions />
          </NativeSelect>
        </div>
      </div>
      {type === 'social' && <PlatformCheckboxes value={platforms} onChange={setPlatforms} />}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {contentLabels.cancel}
        </Button>
        <Button type="submit" aria-disabled={start.isPending} className="aria-disabled:opacity-70">
          {start.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {contentLabels.bulkStart}
        </Button>
      </div>
    </form>
  );
}
