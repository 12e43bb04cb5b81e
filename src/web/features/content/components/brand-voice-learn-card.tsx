import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type BrandVoice, type VoiceLearning, maxUploadCharacters, voiceMessages } from '@/shared/content/voice';
import { ProgressCard } from '@/web/components/progress-card';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { useLearnBrandVoice } from '../api/learn-brand-voice';
import { voiceLabels } from '../labels';
import { formatDate } from '@/shared/date-format';

interface LearnCardProps {
  projectId: string;
  siteUrl: string | null;
  voice: BrandVoice | null;
  learning: VoiceLearning | null;
}

/** Where the voice was learned from, and (for Editors) learning it again from the sources ticked. */
export function BrandVoiceLearnCard({ projectId, siteUrl, voice, learning }: LearnCardProps) {
  const { canEdit } = usePermissions();
  const learn = useLearnBrandVoice(projectId);
  const [fromContent, setFromContent] = useState(true);
  const [fromSite, setFromSite] = useState(Boolean(siteUrl));
  const [files, setFiles] = useState<File[]>([]);

  if (isUnderWay(learning)) {
    return (
      <ProgressCard
        title={voiceLabels.learning}
        note={voiceLabels.learningNote}
        progress={learning.progress}
        label={learning.stage}
        barName={voiceLabels.learningBar}
        testId="brand-voice-learning"
      />
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (learn.isPending) return;
    const uploads = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
    if (uploads.some((upload) => upload.text.length > maxUploadCharacters)) return void toast.error(voiceMessages.uploadTooLarge);
    learn.mutate(
      { fromContent, fromSite, uploads },
      {
        onSuccess: () => toast.success(voiceLabels.learnStarted),
        onError: (error) => toast.error(error.message || voiceLabels.learnFailed),
      },
    );
  }

  const learnedFrom = voice?.learnedFrom;
  return (
    <Card className="space-y-4 p-5" data-testid="brand-voice-learn">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold text-gray-900">{voiceLabels.learnTitle}</h2>
          <p className="text-sm text-gray-600">
            {learnedFrom && voice.learnedAt
              ? voiceLabels.learnedFrom(
                  learnedFrom.contentItems,
                  learnedFrom.pages,
                  learnedFrom.uploads,
                  formatDate(voice.learnedAt, 'dateTime'),
                )
              : voiceLabels.notLearned}
          </p>
          {learning?.status === 'failed' && learning.error && (
            <p role="alert" className="text-sm text-red-600">
              {learning.error}
            </p>
          )}
        </div>
      </div>
      {canEdit && (
        <form onSubmit={submit} className="space-y-3">
          <p className="text-sm text-gray-600">{voiceLabels.learnText}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-700">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={fromContent} onChange={(event) => setFromContent(event.target.checked)} />
              {voiceLabels.fromContent}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={fromSite} disabled={!siteUrl} onChange={(event) => setFromSite(event.target.checked)} />
              {voiceLabels.fromSite(siteUrl)}
            </label>
          </div>
          <div className="space-y-1">
            <Label htmlFor="voice-uploads">{voiceLabels.uploads}</Label>
            <input
              id="voice-uploads"
              type="file"
              multiple
              accept=".txt,.md,.markdown,.html,.htm"
              className="block text-sm text-gray-700"
              onChange={(event) => setFiles([...(event.target.files ?? [])])}
            />
          </div>
          <Button type="submit" disabled={learn.isPending}>
            {voiceLabels.learn}
          </Button>
        </form>
      )}
    </Card>
  );
}
