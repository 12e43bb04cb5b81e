import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type ContentTone,
  type ContentType,
  type GenerateContentInput,
  type SocialPlatform,
  contentMessages,
} from '@/shared/content/content';
import { usageMessages } from '@/shared/messages';
import { ContentLimitBanner, UpgradeAction } from '@/web/components/content-limit-banner';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import type { ContentLimitState } from '@/web/lib/content-limit';
import { toast } from '@/web/lib/toast';
import { presetFromTemplate } from '../creator-preset';
import { contentLabels } from '../labels';
import { ContentTypeOptions, ToneOptions } from './content-options';
import { PlatformCheckboxes } from './platform-checkboxes';
import { TemplatePicker } from './template-picker';

export interface CreatorFields {
  topic: string;
  type: ContentType;
  tone: ContentTone;
  platforms: SocialPlatform[];
  /** The content template the draft follows, if the user started from one. */
  templateId: string | null;
}

interface CreatorFormProps {
  fields: CreatorFields;
  onChange: (fields: CreatorFields) => void;
  onGenerate: (input: GenerateContentInput) => void;
  generating: boolean;
  limit: ContentLimitState | null;
  /** Opens 'Choose Your Plan' in place of the creator, when the app can. */
  onUpgrade: (() => void) | undefined;
}

/** A topic, and for social posts at least one platform. */
export function CreatorForm({ fields, onChange, onGenerate, generating, limit, onUpgrade }: CreatorFormProps) {
  const [invalid, setInvalid] = useState<'topic' | 'platforms' | null>(null);
  const set = <Key extends keyof CreatorFields>(key: Key, value: CreatorFields[Key]) => {
    onChange({ ...fields, [key]: value });
    setInvalid(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (generating || limit) return;
    if (!fields.topic.trim()) {
      setInvalid('topic');
      toast.error(contentMessages.enterTopic);
      document.getElementById('creator-topic')?.focus();
      return;
    }
    if (fields.type === 'social' && fields.platforms.length === 0) {
      setInvalid('platforms');
      toast.error(contentMessages.selectPlatform);
      return;
    }
    onGenerate({
      topic: fields.topic.trim(),
      type: fields.type,
      tone: fields.tone,
      platforms: fields.type === 'social' ? fields.platforms : [],
      ...(fields.templateId && { templateId: fields.templateId }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {limit && <ContentLimitBanner state={limit} onUpgrade={onUpgrade} />}
      <TemplatePicker
        value={fields.templateId}
        disabled={generating}
        onChange={(template) => {
          onChange(template ? { ...fields, ...presetFromTemplate(template) } : { ...fields, templateId: null });
          setInvalid(null);
        }}
      />
      <div className="space-y-1.5">
        <Label htmlFor="creator-topic">{contentLabels.topic}</Label>
        <Input
          id="creator-topic"
          value={fields.topic}
          maxLength={300}
          disabled={generating}
          aria-invalid={invalid === 'topic' || undefined}
          className="aria-invalid:border-red-400"
          placeholder={contentLabels.topicPlaceholder}
          onChange={(event) => set('topic', event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="creator-type">{contentLabels.contentType}</Label>
          <NativeSelect
            id="creator-type"
            value={fields.type}
            disabled={generating}
            onChange={(event) => set('type', event.target.value as ContentType)}
          >
            <ContentTypeOptions />
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="creator-tone">{contentLabels.tone}</Label>
          <NativeSelect
            id="creator-tone"
            value={fields.tone}
            disabled={generating}
            onChange={(event) => set('tone', event.target.value as ContentTone)}
          >
            <ToneOptions />
          </NativeSelect>
        </div>
      </div>
      {fields.type === 'social' && (
        <PlatformCheckboxes
          value={fields.platforms}
          onChange={(platforms) => set('platforms', platforms)}
          disabled={generating}
          invalid={invalid === 'platforms'}
        />
      )}
      <div className="flex justify-end pt-2">
        {limit ? (
          <UpgradeAction onUpgrade={onUpgrade}>{usageMessages.upgradeToGenerate}</UpgradeAction>
        ) : (
          // aria-disabled while generating: a disabled button would drop the focus out of the dialog.
          <Button type="submit" aria-disabled={generating} className="aria-disabled:opacity-70">
            {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {generating ? contentLabels.generating : contentLabels.generate}
          </Button>
        )}
      </div>
    </form>
  );
}
