import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import type { EditForm } from '../content-payload';
import { contentLabels } from '../labels';
import { EditField } from './edit-field';

type VideoForm = Extract<EditForm, { type: 'video' }>;
type Scene = VideoForm['scenes'][number];

export function VideoEditFields({ form, onChange }: { form: VideoForm; onChange: (form: VideoForm) => void }) {
  const setScene = (index: number, scene: Scene) =>
    onChange({ ...form, scenes: form.scenes.map((current, at) => (at === index ? scene : current)) });
  return (
    <>
      <EditField id="edit-title" label="Title">
        <Input id="edit-title" maxLength={200} value={form.title} onChange={(event) => onChange({ ...form, title: event.target.value })} />
      </EditField>
      <EditField id="edit-script" label={contentLabels.script}>
        <Textarea id="edit-script" rows={6} value={form.script} onChange={(event) => onChange({ ...form, script: event.target.value })} />
      </EditField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-700">{contentLabels.scenes}</legend>
        {form.scenes.map((scene, index) => (
          <div key={index} className="grid gap-2 rounded-xl border border-gray-200 p-3 sm:grid-cols-[7rem_1fr_auto]">
            <Input
              aria-label={`Scene ${index + 1} time`}
              value={scene.time}
              maxLength={20}
              placeholder="0:00-0:05"
              onChange={(event) => setScene(index, { ...scene, time: event.target.value })}
            />
            <div className="space-y-2">
              <Textarea
                aria-label={`Scene ${index + 1} text`}
                rows={2}
                value={scene.text}
                onChange={(event) => setScene(index, { ...scene, text: event.target.value })}
              />
              <Input
                aria-label={`Scene ${index + 1} description`}
                value={scene.description}
                placeholder="What the viewer sees"
                onChange={(event) => setScene(index, { ...scene, description: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove scene ${index + 1}`}
              disabled={form.scenes.length <= 1}
              onClick={() => onChange({ ...form, scenes: form.scenes.filter((_, at) => at !== index) })}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={form.scenes.length >= 40}
          onClick={() => onChange({ ...form, scenes: [...form.scenes, { time: '', text: '', description: '' }] })}
        >
          <Plus aria-hidden />
          Add scene
        </Button>
      </fieldset>
    </>
  );
}
