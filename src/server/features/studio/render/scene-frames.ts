import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Ffmpeg } from './ffmpeg';
import type { RenderedVideo } from './render-video';

const frameWidth = 540;

/** A still of each scene of a rendered video, from the middle of the scene, for the storyboard. */
export async function sceneFrames(ffmpeg: Ffmpeg, workDir: string, video: RenderedVideo, signal?: AbortSignal): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  for (const [index, scene] of video.scenes.entries()) {
    const name = `scene-${index}.png`;
    const at = (scene.startMs + scene.lengthMs / 2) / 1000;
    await ffmpeg.run(['-ss', at.toFixed(3), '-i', path.basename(video.video), '-frames:v', '1', '-vf', `scale=${frameWidth}:-2`, name], {
      cwd: workDir,
      signal,
      timeoutMs: 60_000,
    });
    frames.push(await readFile(path.join(workDir, name)));
  }
  return frames;
}
