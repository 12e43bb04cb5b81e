import { type FormEvent, useState } from 'react';
import { type BrandVoice, type BrandVoiceFields, brandVoiceFieldsSchema, voiceMessages } from '@/shared/content/voice';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useSaveBrandVoice } from '../api/save-brand-voice';
import { voiceLabels } from '../labels';
import { BrandVoicePreview } from './brand-voice-preview';

/** The form's text for each field: lists as commas, lines or paragraphs, the way people type them. */
interface VoiceForm {
  tone: string;
  vocabulary: string;
  avoid: string;
  dos: string;
  donts: string;
  examples: string;
}

const split = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

function formOf(voice: BrandVoice | null): VoiceForm {
  return {
    tone: voice?.tone ?? '',
    vocabulary: voice?.vocabulary.join(', ') ?? '',
    avoid: voice?.avoid.join(', ') ?? '',
    dos: voice?.dos.join('\n') ?? '',
    donts: voice?.donts.join('\n') ?? '',
    examples: voice?.examples.join('\n\n') ?? '',
  };
}

function fieldsOf(form: VoiceForm): BrandVoiceFields {
  return {
    tone: form.tone.trim(),
    vocabulary: split(form.vocabulary, /[,\n]/),
    avoid: split(form.avoid, /[,\n]/),
    dos: split(form.dos, /\n/),
    donts: split(form.donts, /\n/),
    examples: split(form.examples, /\n\s*\n/),
  };
}

/** Every field of the voice, editable by Editors and read by Viewers, with the before/after preview. */
export function BrandVoiceEditor({ projectId, voice }: { projectId: string; voice: BrandVoice | null }) {
  const { canEdit } = usePermissions();
  const save = useSaveBrandVoice(projectId);
  const [form, setForm] = useState(() => formOf(voice));
  const set = (field: keyof VoiceForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const checked = brandVoiceFieldsSchema.safeParse(fieldsOf(form));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked.success) return void toast.error(checked.error.issues[0]?.message ?? voiceLabels.saveFailed);
    save.mutate(checked.data, {
      onSuccess: () => toast.success(voiceMessages.saved),
      onError: (error) => toast.error(error.message || voiceLabels.saveFailed),
    });
  }

  const field = (name: keyof VoiceForm, label: string, hint?: string) => (
    <div className="space-y-1">
      <Label htmlFor={`voice-${name}`}>{label}</Label>
      {name === 'vocabulary' || name === 'avoid' ? (
        <Input id={`voice-${name}`} value={form[name]} onChange={set(name)} readOnly={!canEdit} />
      ) : (
        <Textarea
          id={`voice-${name}`}
          value={form[name]}
          onChange={set(name)}
          readOnly={!canEdit}
          rows={name === 'examples' ? 5 : 4}
          placeholder={name === 'tone' ? voiceLabels.tonePlaceholder : undefined}
        />
      )}
      {hint && <p className="text-xs text-gray-500">{hint}</p>}
    </div>
  );

  return (
    <>
      <Card className="p-5" data-testid="brand-voice-form">
        <form onSubmit={submit} className="space-y-4">
          {field('tone', voiceLabels.tone)}
          <div className="grid gap-4 md:grid-cols-2">
            {field('vocabulary', voiceLabels.vocabulary, voiceLabels.listHint)}
            {field('avoid', voiceLabels.avoid, voiceLabels.avoidHint)}
            {field('dos', voiceLabels.dos, voiceLabels.linesHint)}
            {field('donts', voiceLabels.donts, voiceLabels.linesHint)}
          </div>
          {field('examples', voiceLabels.examples, voiceLabels.examplesHint)}
          {canEdit && (
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                {voiceLabels.save}
              </Button>
            </div>
          )}
        </form>
      </Card>
      {canEdit && <BrandVoicePreview projectId={projectId} voice={checked.success ? checked.data : null} />}
    </>
  );
}
