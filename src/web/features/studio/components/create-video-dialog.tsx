import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type StudioTemplate,
  type StudioVideoDetail,
  type VideoInput,
  studioMessages as text,
  videoInputSchema,
  videoLimits,
} from '@/shared/studio/studio';
import { type VideoType, videoTypes } from '@/shared/studio/timeline';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { firstFormError } from '@/web/lib/first-form-error';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCreateVideo } from '../api/create-video';
import { useVoices } from '../api/get-voices';
import { VoiceSelect } from './voice-select';
import { DurationInput, TypeSelect } from './media-fields';

/** What Create Video starts from: nothing, or a template (Use Template). */
export interface VideoPreset {
  template?: StudioTemplate;
}

interface VideoFields {
  title: string;
  /** '' until one is chosen. */
  type: VideoType | '';
  topic: string;
  /** As typed. */
  duration: string;
  voice: string;
}

interface CreateVideoDialogProps {
  preset: VideoPreset;
  onClose: () => void;
  /** The AI has written the scenes: the page opens them in the scene editor. */
  onCreated: (video: StudioVideoDetail) => void;
}

/** Create Video: a title, a type, a topic or script and a length; the AI writes the scenes. */
export function CreateVideoDialog({ preset, onClose, onCreated }: CreateVideoDialogProps) {
  const id = useId();
  const create = useCreateVideo();
  const voices = useVoices();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  const { template } = preset;
  const inputOf = (fields: VideoFields): VideoInput => ({
    title: fields.title,
    type: fields.type as VideoType,
    topic: fields.topic,
    duration: fields.duration.trim() === '' ? Number.NaN : Number(fields.duration),
    voice: fields.voice || undefined,
    template: template?.id ?? null,
  });
  const form = useForm({
    resolver: resolverFrom(inputOf, zodResolver(videoInputSchema)),
    defaultValues: {
      title: '',
      type: template?.type ?? '',
      topic: '',
      duration: String(template?.duration ?? videoLimits.defaultSeconds),
      voice: '',
    } as VideoFields,
  });
  const [title, topic, voice] = useWatch({ control: form.control, name: ['title', 'topic', 'voice'] });
  const incomplete = !title.trim() || !topic.trim();

  const defaultVoice = voices.data?.defaultVoice;
  useEffect(() => {
    if (defaultVoice && !form.getValues('voice')) form.setValue('voice', defaultVoice);
  }, [defaultVoice, form]);

  const submit = form.handleSubmit(
    () =>
      create.mutate(inputOf(form.getValues()), {
        onSuccess: (video) => {
          toast.success('The scenes are written: check them, then render');
          onCreated(video);
        },
        onError: (error) => reportFailure(error, text.createVideoFailed),
      }),
    (errors) => toast.error(firstFormError(errors) ?? text.fillRequired),
  );

  return (
    <FormDialog
      title={template ? `Create Video: ${template.name}` : 'Create Video'}
      description="The AI writes the scenes from your topic, or cuts your script into scenes; you can edit them before rendering."
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      submitDisabled={incomplete}
      submitLabel="Create Video"
      pendingLabel="Writing the scenes…"
    >
      <fieldset disabled={create.isPending} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} maxLength={200} autoComplete="off" {...form.register('title')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <TypeSelect id={`${id}-type`} types={videoTypes} {...form.register('type')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-duration`}>Duration (seconds)</Label>
            <DurationInput id={`${id}-duration`} limits={videoLimits} {...form.register('duration')} />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-topic`}>Topic or script</Label>
          <Textarea
            id={`${id}-topic`}
            rows={5}
            maxLength={10_000}
            placeholder="What the video is about, or the words it should say"
            {...form.register('topic')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-voice`}>Voice</Label>
          <VoiceSelect
            id={`${id}-voice`}
            voices={voices.data}
            current={voice}
            aria-describedby={`${id}-voice-hint`}
            {...form.register('voice')}
          />
          <p id={`${id}-voice-hint`} className="text-xs text-gray-500">
            {voices.data
              ? `Spoken by ${voices.data.engineLabel}.`
              : voices.isError
                ? 'The voices could not be loaded: the default voice speaks.'
                : ' '}
          </p>
        </div>
        {incomplete && form.formState.isDirty && <p className="text-sm text-gray-600">{text.fillRequired}</p>}
      </fieldset>
    </FormDialog>
  );
}
