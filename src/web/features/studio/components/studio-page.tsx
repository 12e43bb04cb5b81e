import { Plus, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { studioLabels } from '@/shared/studio/labels';
import { type StudioTabId, studioMessages, studioTabs } from '@/shared/studio/studio';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Tabs } from '@/web/components/ui/tabs';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import { useAudio } from '../api/get-audio';
import { useStudioOverview } from '../api/get-overview';
import { useVideos } from '../api/get-videos';
import { AudioDialog } from './audio-dialog';
import { AudioTab } from './audio-tab';
import { CreateVideoDialog, type VideoPreset } from './create-video-dialog';
import { MediaLibraryDialog } from './media-library-dialog';
import { PerformanceTab } from './performance-tab';
import { SceneEditorDialog } from './scene-editor-dialog';
import { StudioTiles } from './studio-tiles';
import { TemplatesTab } from './templates-tab';
import { VideosTab } from './videos-tab';

/**
 * /video-audio (Video & Audio Studio): videos written by the AI from a topic and narrated by the
 * operator's voice, audio from a script, the templates they start from and how they perform.
 */
export function StudioPage() {
  useScreenVisit('video-audio');
  const { canEdit } = usePermissions();
  const [tabId, selectTab] = useTabInUrl(studioTabs);
  const [creatingVideo, setCreatingVideo] = useState<VideoPreset | null>(null);
  const [creatingAudio, setCreatingAudio] = useState(false);
  const [editingVideo, setEditingVideo] = useState<string | null>(null);
  const [inLibrary, setInLibrary] = useState(false);
  const overview = useStudioOverview();
  const videos = useVideos();
  const audio = useAudio();
  useFailureToast(overview.isError || videos.isError || audio.isError, studioMessages.loadFailed);

  const createNew = () => (tabId === 'audio' ? setCreatingAudio(true) : setCreatingVideo({}));
  const panels: Record<StudioTabId, ReactNode> = {
    videos: <VideosTab videos={videos} canEdit={canEdit} onCreate={() => setCreatingVideo({})} onEdit={setEditingVideo} />,
    audio: <AudioTab audio={audio} canEdit={canEdit} onCreate={() => setCreatingAudio(true)} />,
    templates: <TemplatesTab canEdit={canEdit} onUse={(template) => setCreatingVideo({ template })} />,
    analytics: <PerformanceTab videos={videos} audio={audio} />,
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={studioLabels.title}
        description={studioLabels.description}
        actions={
          canEdit && (
            <>
              <Button variant="outline" onClick={() => setInLibrary(true)}>
                <Upload aria-hidden />
                Upload Content
              </Button>
              <Button onClick={createNew}>
                <Plus aria-hidden />
                Create New
              </Button>
            </>
          )
        }
      />
      <StudioTiles overview={overview.data} failed={overview.isError} />
      <Tabs label={studioLabels.title} items={studioTabs} value={tabId} onValueChange={selectTab}>
        {panels[tabId]}
      </Tabs>
      {creatingVideo && (
        <CreateVideoDialog
          preset={creatingVideo}
          onClose={() => setCreatingVideo(null)}
          onCreated={(video) => {
            setCreatingVideo(null);
            if (tabId !== 'videos') selectTab('videos');
            setEditingVideo(video.id);
          }}
        />
      )}
      {creatingAudio && <AudioDialog audio={null} onClose={() => setCreatingAudio(false)} />}
      {inLibrary && <MediaLibraryDialog onClose={() => setInLibrary(false)} />}
      {editingVideo && <SceneEditorDialog videoId={editingVideo} onClose={() => setEditingVideo(null)} />}
    </div>
  );
}
