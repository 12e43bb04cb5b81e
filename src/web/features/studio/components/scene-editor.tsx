import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { StudioVideoDetail } from '@/shared/studio/studio';
import { formatDuration, plannedSeconds, type Scene, sceneLimits } from '@/shared/studio/timeline';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useUploads } from '../api/get-uploads';
import { useRegenerateScene } from '../api/regenerate-scene';
import { useRenderVideo } from '../api/render-video';
import { useUpdateVideo } from '../api/update-video';
import { type DraftErrors, draftErrors, draftOf, type EditorDraft, sameDraft, updateOf, withSceneReplaced } from '../editor-draft';
import { moveScene, newScene } from '../studio-format';
import { useRenderFailureToast } from '../use-render-failure-toast';
import { MediaLibraryDialog } from './media-library-dialog';
import { SceneFields } from './scene-fields';
import { VideoSettingsFields } from './video-settings-fields';

/**
 * The scene editor: the video's title, voice, speed and captions, and its scenes in order. Save sends
 * the whole timeline; Save and render starts a render the card then follows.
 */
export function SceneEditor({ video, onClose }: { video: StudioVideoDetail; onClose: () => void }) {
  const [saved, setSaved] = useState(() => draftOf(video));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [inLibrary, setInLibrary] = useState(false);
  const { canEdit } = usePermissions();
  const uploads = useUploads();
  const images = uploads.data?.filter((upload) => upload.kind === 'image');
  const music = uploads.data?.filter((upload) => upload.kind === 'audio');
  const openLibrary = canEdit ? () => setInLibrary(true) : undefined;
  const update = useUpdateVideo();
  const render = useRenderVideo();
  const regenerate = useRegenerateScene();
  const reportFailure = useActionFailureToast();
  const reportRenderFailure = useRenderFailureToast();
  const pending = update.isPending || render.isPending;
  // A save while a scene is rewritten would race the rewrite.
  const canSave = !pending && !regenerate.isPending;
  const dirty = !sameDraft(draft, saved);
  const scenes = draft.timeline.scenes;

  const change = (next: Partial<EditorDraft>) => setDraft((current) => ({ ...current, ...next }));
  const changeScenes = (next: Scene[]) => setDraft((current) => ({ ...current, timeline: { ...current.timeline, scenes: next } }));
  const requestClose = () => (dirty ? setConfirmingClose(true) : onClose());

  function save(then: 'stay' | 'render') {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(Object.values(found)[0]!);
      return;
    }
    update.mutate(
      { id: video.id, update: updateOf(draft) },
      {
        onSuccess: (result) => {
          const next = draftOf(result);
          setSaved(next);
          setDraft(next);
          if (then === 'stay') toast.success('Video saved');
          else render.mutate(video.id, { onSuccess: onClose, onError: reportRenderFailure });
        },
        onError: (error) => reportFailure(error, 'Failed to save the video'),
      },
    );
  }

  function rewrite(sceneId: string) {
    regenerate.mutate(
      { id: video.id, sceneId },
      {
        onSuccess: (result) => {
          // The rewritten scene replaces this one only: edits to the others stay as they are.
          const replaced = (current: EditorDraft): EditorDraft => ({
            ...current,
            timeline: { ...current.timeline, scenes: withSceneReplaced(current.timeline.scenes, sceneId, result.timeline.scenes) },
          });
          setSaved(replaced);
          setDraft(replaced);
        },
        onError: (error) => reportFailure(error, 'Failed to rewrite the scene'),
      },
    );
  }

  // The confirmation and the media library take the editor's place while open, as one dialog at a
  // time keeps focus in it; the draft stays here meanwhile.
  return (
    <>
      <Dialog
        open={!confirmingClose && !inLibrary}
        onOpenChange={(open) => !open && requestClose()}
        dismissible={!pending}
        title={`Edit ${saved.title}`}
        description={`${video.type} · ${video.aspect}. Narration that takes longer than its scene lengthens the scene.`}
        className="max-w-5xl"
      >
        <fieldset disabled={pending} className="space-y-6">
          <VideoSettingsFields draft={draft} errors={errors} onChange={change} music={music} onOpenLibrary={openLibrary} />
          <section aria-label="Scenes" className="space-y-3">
            {errors['timeline.scenes'] && (
              <p role="alert" className="text-sm text-red-700">
                {errors['timeline.scenes']}
              </p>
            )}
            <ol className="space-y-3">
              {scenes.map((scene, index) => {
                const original = saved.timeline.scenes.find((each) => each.id === scene.id);
                return (
                  <li key={scene.id}>
                    <SceneFields
                      scene={scene}
                      number={index + 1}
                      count={scenes.length}
                      originalVisual={original?.visual}
                      images={images}
                      onOpenLibrary={openLibrary}
                      errors={errors}
                      errorPath={`timeline.scenes.${index}`}
                      rewriting={regenerate.isPending && regenerate.variables?.sceneId === scene.id}
                      canRewrite={original !== undefined && !regenerate.isPending}
                      onChange={(next) => changeScenes(scenes.map((each) => (each.id === scene.id ? next : each)))}
                      onMove={(offset) => changeScenes(moveScene(scenes, index, offset))}
                      onRewrite={() => rewrite(scene.id)}
                      onRemove={() => changeScenes(scenes.filter((each) => each.id !== scene.id))}
                    />
                  </li>
                );
              })}
            </ol>
            <Button
              variant="outline"
              disabled={scenes.length >= sceneLimits.scenes}
              onClick={() => changeScenes([...scenes, newScene(crypto.randomUUID())])}
            >
              <Plus aria-hidden />
              Add scene
            </Button>
          </section>
        </fieldset>
        <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-col-reverse gap-2 rounded-b-2xl border-t border-gray-200 bg-white px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
          <p className="mr-auto text-sm text-gray-600" aria-live="polite">
            Planned length {formatDuration(plannedSeconds(draft.timeline))}
            {dirty && ' · Unsaved changes'}
          </p>
          <Button variant="outline" onClick={requestClose} disabled={pending}>
            Close
          </Button>
          <Button variant="outline" onClick={() => save('stay')} disabled={!canSave || !dirty}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button onClick={() => save('render')} disabled={!canSave}>
            {render.isPending ? 'Starting the render…' : 'Save and render'}
          </Button>
        </div>
      </Dialog>
      {confirmingClose && (
        <ConfirmDialog
          title="Discard your changes?"
          text="The scenes you edited since the last save are lost."
          confirmLabel="Discard"
          pending={false}
          onClose={() => setConfirmingClose(false)}
          onConfirm={onClose}
        />
      )}
      {inLibrary && <MediaLibraryDialog onClose={() => setInLibrary(false)} />}
    </>
  );
}
