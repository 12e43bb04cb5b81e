import { useState } from 'react';
import { type GenerateContentInput, type GeneratedContent, type SaveContentInput, contentMessages } from '@/shared/content/content';
import { Dialog } from '@/web/components/ui/dialog';
import { useUser } from '@/web/lib/auth';
import { contentLimitFromError, reachedContentLimit } from '@/web/lib/content-limit';
import { toast } from '@/web/lib/toast';
import { useUpgradeInstead } from '@/web/lib/upgrade-prompt';
import { useGenerateContent } from '../api/generate-content';
import { useSaveContent } from '../api/save-content';
import type { CreatorPreset } from '../creator-preset';
import { contentLabels } from '../labels';
import { type CreatorFields, CreatorForm } from './creator-form';
import { GeneratedPreview } from './generated-preview';

interface ContentCreatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: CreatorPreset;
  projectId?: string;
}

/** The AI Content Creator: form → generating → result → Save Content or Generate New. */
export function ContentCreatorDialog({ open, onOpenChange, preset, projectId }: ContentCreatorDialogProps) {
  const generate = useGenerateContent();
  const save = useSaveContent();
  const busy = generate.isPending || save.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!busy}
      title={contentLabels.creatorTitle}
      description={contentLabels.creatorDescription}
      className="max-w-2xl"
    >
      {/* Mounted only while open: every opening starts from the preset. */}
      <CreatorBody preset={preset} projectId={projectId} generate={generate} save={save} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface CreatorBodyProps {
  preset: CreatorPreset | undefined;
  projectId: string | undefined;
  generate: ReturnType<typeof useGenerateContent>;
  save: ReturnType<typeof useSaveContent>;
  onDone: () => void;
}

function CreatorBody({ preset, projectId, generate, save, onDone }: CreatorBodyProps) {
  const { data: user } = useUser();
  const [fields, setFields] = useState<CreatorFields>({
    topic: preset?.topic ?? '',
    type: preset?.type ?? 'blog',
    tone: preset?.tone ?? 'professional',
    platforms: preset?.platforms ?? [],
    templateId: preset?.templateId ?? null,
  });
  const [result, setResult] = useState<GeneratedContent | null>(null);
  const onUpgrade = useUpgradeInstead(onDone);
  const limit = contentLimitFromError(generate.error) ?? reachedContentLimit(user?.usage.contentGeneration, user?.limits.contentGeneration);

  function onGenerate(input: GenerateContentInput) {
    generate.mutate(
      { ...input, projectId },
      {
        onSuccess: (generated) => {
          setResult(generated);
          toast.success(contentMessages.generated);
        },
        onError: (error) => {
          // The limit shows as the banner; anything else is the spec's failure toast.
          if (!contentLimitFromError(error)) toast.error(contentMessages.generateFailed);
        },
      },
    );
  }

  function onSave() {
    if (save.isPending) return;
    if (!result || !user) {
      toast.error(contentMessages.noContentToSave);
      return;
    }
    save.mutate({ type: result.type, title: result.title, body: result.body, source: result.source } as SaveContentInput, {
      onSuccess: () => {
        toast.success(contentMessages.saved);
        setResult(null);
        generate.reset();
        onDone();
      },
      onError: () => toast.error(contentMessages.saveFailed),
    });
  }

  if (result) {
    return (
      <GeneratedPreview
        result={result}
        saving={save.isPending}
        onSave={onSave}
        onGenerateNew={() => {
          setResult(null);
          generate.reset();
        }}
      />
    );
  }
  return (
    <CreatorForm
      fields={fields}
      onChange={setFields}
      onGenerate={onGenerate}
      generating={generate.isPending}
      limit={limit}
      onUpgrade={onUpgrade}
    />
  );
}
