import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type AudioInput,
  audioInputSchema,
  audioLimits,
  type AudioType,
  audioTypes,
  type StudioAudio,
  studioMessages as text,
} from '@/shared/studio/studio';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCreateAudio } from '../api/create-audio';
import { useVoices } from '../api/get-voices';
import { useUpdateAudio } from '../api/update-audio';
import { audioUpdateOf } from '../audio-update';
import { VoiceSelect } from './voice-select';
import { DurationInput, SpeedInput, TypeSelect } from './media-fields';

interface AudioFields {
  title: string;
  /** '' until one is chosen. */
  type: AudioType | '';
  script: string;
  /** Numbers as typed. */
  duration: string;
  voice: string;
  speed: string;
  wav: boolean;
}

const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
const inputOf = (fields: AudioFields): AudioInput => ({
  title: fields.title,
  type: fields.type as AudioType,
  script: fields.script,
  duration: number(fields.duration),
  voice: fields.voice || undefined,
  speed: number(fields.speed),
  wav: fields.wav,
});

const fieldsOf = (audio: StudioAudio | null): AudioFields => ({
  title: audio?.title ?? '',
  type: audio?.type ?? '',
  script: audio?.script ?? '',
  duration: String(audio?.targetSeconds ?? audioLimits.defaultSeconds),
  voice: audio?.voice ?? '',
  speed: String(audio?.speed ?? 1),
  wav: audio?.wav ?? false,
});

/** Create Audio, or Edit (`audio`): a changed script, length, voice, speed or format makes the speech again. */
export function AudioDialog({ audio, onClose }: { audio: StudioAudio | null; onClose: () => void }) {
  const id = useId();
  const create = useCreateAudio();
  const update = useUpdateAudio();
  const voices = useVoices();
  const pending = create.isPending || update.isPending;
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  // An edit is checked as a new audio is; only what changed is sent.
  const form = useForm({ resolver: resolverFrom(inputOf, zodResolver(audioInputSchema)), defaultValues: fieldsOf(audio) });
  const [title, script, voice] = useWatch({ control: form.control, name: ['title', 'script', 'voice'] });
  const incomplete = !title.trim() || !script.trim();

  const defaultVoice = voices.data?.defaultVoice;
  useEffect(() => {
    if (defaultVoice && !form.getValues('voice')) form.setValue('voice', defaultVoice);
  }, [defaultVoice, form]);

  const submit = form.handleSubmit(
    () => {
      const input = inputOf(form.getValues());
      if (!audio)
        return create.mutate(input, {
          onSuccess: () => {
            toast.success('The voice is reading your script');
            onClose();
          },
          onError: (error) => reportFailure(error, text.createAudioFailed),
        });
      const changes = audioUpdateOf(audio, input);
      if (Object.keys(changes).length === 0) return onClose();
      update.mutate(
        { id: audio.id, update: changes },
        {
          onSuccess: (saved) => {
            toast.success(saved.status === 'Processing' ? 'Saved: the voice is reading it again' : 'Audio saved');
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to save the audio'),
        },
      );
    },
    (errors) => toast.error(firstFormError(errors) ?? text.fillRequired),
  );

  return (
    <FormDialog
      title={audio ? `Edit ${audio.title}` : 'Create Audio'}
      description={
        audio ? 'Changing the script, length, voice, speed or format makes the audio again.' : 'The voice reads your script aloud.'
      }
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={incomplete}
      submitLabel={audio ? 'Save' : 'Create Audio'}
      pendingLabel={audio ? 'Saving…' : 'Creating…'}
    >
      <fieldset disabled={pending} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} maxLength={200} autoComplete="off" {...form.register('title')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>Type</Label>
            {/* The type is set at creation: an edit shows it and cannot change it. */}
            <TypeSelect id={`${id}-type`} types={audioTypes} {...(audio ? { value: audio.type, disabled: true } : form.register('type'))} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-duration`}>Duration (seconds)</Label>
            <DurationInput id={`${id}-duration`} limits={audioLimits} {...form.register('duration')} />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-script`}>Script</Label>
          <Textarea
            id={`${id}-script`}
            rows={6}
            maxLength={audioLimits.script}
            placeholder="The words the voice reads"
            {...form.register('script')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-voice`}>Voice</Label>
            <VoiceSelect id={`${id}-voice`} voices={voices.data} current={voice} {...form.register('voice')} />
            {voices.data && <p className="text-xs text-gray-500">Spoken by {voices.data.engineLabel}.</p>}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-speed`}>Speed</Label>
            <SpeedInput id={`${id}-speed`} {...form.register('speed')} />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" className="size-4 rounded border-gray-300 accent-brand-600" {...form.register('wav')} />
          Also make a WAV file
        </label>
        {incomplete && form.formState.isDirty && <p className="text-sm text-gray-600">{text.fillRequired}</p>}
      </fieldset>
    </FormDialog>
  );
}
