import type { AudioStatus, StudioAudio } from '@/shared/studio/studio';
import type { RenderRow } from '../renders/render-records';
import type { studioAudio } from './schema';

export type AudioRow = typeof studioAudio.$inferSelect;

function statusOf(render: RenderRow | undefined): AudioStatus {
  if (render?.status === 'failed') return 'Failed';
  return render?.status === 'done' ? 'Ready' : 'Processing';
}

const fileUrl = (audio: AudioRow, name: string, fileId: string | null) =>
  fileId ? `/api/studio/audio/${audio.id}/${name}?v=${fileId.slice(0, 8)}` : null;

export function audioView(audio: AudioRow, render: RenderRow | undefined): StudioAudio {
  const status = statusOf(render);
  return {
    id: audio.id,
    title: audio.title,
    type: audio.type,
    script: audio.script,
    targetSeconds: audio.targetSeconds,
    durationSeconds: audio.durationMs === null ? null : audio.durationMs / 1000,
    voice: audio.voice,
    speed: audio.speed,
    wav: audio.wav,
    status,
    progress: render?.progress ?? 0,
    error: status === 'Failed' ? render!.error : null,
    downloads: audio.downloads,
    fileUrl: fileUrl(audio, 'audio.mp3', audio.fileId),
    wavUrl: fileUrl(audio, 'audio.wav', audio.wavFileId),
    createdAt: audio.createdAt.toISOString(),
  };
}
