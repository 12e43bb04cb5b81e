import { type FormEvent, useState } from 'react';
import { type BrandVoiceFields, voiceMessages } from '@/shared/content/voice';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/lib/toast';
import { usePreviewBrandVoice } from '../api/preview-brand-voice';
import { voiceLabels } from '../labels';

/** The same post without and with the voice as edited, side by side; the texts are shown as plain text. */
export function BrandVoicePreview({ projectId, voice }: { projectId: string; voice: BrandVoiceFields | null }) {
  const preview = usePreviewBrandVoice(projectId);
  const [topic, setTopic] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim()) return void toast.error(voiceMessages.enterTopic);
    if (!voice || preview.isPending) return;
    preview.mutate({ topic, voice }, { onError: (error) => toast.error(error.message || voiceLabels.previewFailed) });
  }

  return (
    <Card className="space-y-4 p-5" data-testid="brand-voice-preview">
      <div>
        <h2 className="font-semibold text-gray-900">{voiceLabels.previewTitle}</h2>
        <p className="text-sm text-gray-600">{voiceLabels.previewText}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor="voice-preview-topic">{voiceLabels.previewTopic}</Label>
          <Input
            id="voice-preview-topic"
            value={topic}
            placeholder={voiceLabels.previewTopicPlaceholder}
            onChange={(event) => setTopic(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={preview.isPending || !voice}>
          {voiceLabels.preview}
        </Button>
      </form>
      {preview.data && (
        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ['before', voiceLabels.before, preview.data.before],
              ['after', voiceLabels.after, preview.data.after],
            ] as const
          ).map(([id, label, text]) => (
            <section
              key={id}
              aria-label={label}
              data-testid={`brand-voice-${id}`}
              className="space-y-2 rounded-lg border border-gray-200 p-4"
            >
              <h3 className="text-sm font-semibold text-gray-900">{label}</h3>
              <p className="whitespace-pre-line text-sm text-gray-700">{text}</p>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
