// Renders a Studio timeline to an H.264/AAC MP4 with narration, the scenes' headlines and burned-in
// captions, plus a thumbnail and an SRT. The caller owns workDir (local disk, empty) and removes it.
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { frameSizes, type Scene, type Timeline } from '@/shared/studio/timeline';
import { pcmMilliseconds } from '../speech/wav';
import { assDocument, captionCues, captionFont, srtDocument, type Cue } from './captions';
import type { Ffmpeg } from './ffmpeg';
import { motionFilter } from './motion';
import { narrationTrack, placeScenes, speakScenes, type Voice } from './narration';
import { sceneStill, stillSize } from './stills';

export interface RenderVideoInput {
  timeline: Timeline;
  speech: Voice;
  /** Image bytes (any format sharp reads) for a scene's site-image/upload visual; null: draw a title card instead. */
  visualOf: (scene: Scene) => Promise<Buffer | null>;
  /** The music bed's bytes (any audio ffmpeg reads), when timeline.soundtrack is set. */
  soundtrack: Buffer | null;
  workDir: string;
  ffmpeg: Ffmpeg;
  /** 0..1, never going back. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RenderedVideo {
  /** Absolute paths inside workDir. */
  video: string;
  thumbnail: string;
  captions: string;
  durationMs: number;
  width: number;
  height: number;
  scenes: { id: string; startMs: number; lengthMs: number }[];
}

const videoFps = 30;
const thumbnailWidth = 540;
const fontFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export async function renderVideo(input: RenderVideoInput): Promise<RenderedVideo> {
  const { timeline, workDir, ffmpeg, signal } = input;
  const frame = frameSizes[timeline.output.aspect];
  const report = progressReporter(input.onProgress);
  const scenes = timeline.scenes;
  const final = {
    video: path.join(workDir, 'video.mp4'),
    thumbnail: path.join(workDir, 'thumbnail.jpg'),
    captions: path.join(workDir, 'captions.srt'),
  };
  const partial = { video: 'video.partial.mp4', thumbnail: 'thumbnail.partial.jpg', captions: 'captions.partial.srt' };
  try {
    // The stills are drawn (sharp's threads) while the voice speaks (child processes).
    const [spoken] = await Promise.all([
      speakScenes(scenes, input.speech, (done) => report(0.25 * (done / scenes.length)), signal),
      writeStills(input),
    ]);
    const placed = placeScenes(scenes, spoken, videoFps);
    const last = placed.at(-1)!;
    const durationMs = last.startMs + last.lengthMs;

    const cues: Cue[] = placed.flatMap((scene, index) => {
      const speech = spoken[index];
      if (!speech) return [];
      const own = captionCues(
        scenes[index]!.narration,
        pcmMilliseconds(speech.pcm, speech.sampleRate),
        speech.words,
        timeline.style.captions,
      );
      return own.map((cue) => ({
        text: cue.text,
        startMs: scene.startMs + cue.startMs,
        endMs: Math.min(scene.startMs + scene.lengthMs, scene.startMs + cue.endMs),
      }));
    });
    const headlines = placed.map((scene, index) => ({
      text: scenes[index]!.text,
      startMs: scene.startMs,
      endMs: scene.startMs + scene.lengthMs,
    }));
    await mkdir(path.join(workDir, 'fonts'), { recursive: true });
    await copyFile(path.join(fontFolder, captionFont.file), path.join(workDir, 'fonts', captionFont.file));
    await writeFile(path.join(workDir, 'fonts.conf'), fontConfig(workDir));
    await writeFile(path.join(workDir, 'captions.ass'), assDocument(frame, timeline.style.captions, headlines, cues));
    await writeFile(path.join(workDir, partial.captions), srtDocument(cues));
    await writeFile(path.join(workDir, 'narration.wav'), narrationTrack(placed, spoken, durationMs));
    if (input.soundtrack) await writeFile(path.join(workDir, 'soundtrack'), input.soundtrack);

    const args = encodeArgs(
      input,
      placed.map((scene) => scene.frames),
      durationMs,
      partial.video,
    );
    await ffmpeg.run(args, {
      cwd: workDir,
      env: { FONTCONFIG_FILE: path.join(workDir, 'fonts.conf') },
      signal,
      timeoutMs: 120_000 + 4 * durationMs,
      onProgress: (outMs) => report(0.25 + 0.7 * Math.min(1, outMs / durationMs)),
    });
    // A frame from the first scene, once its caption is up.
    const at = Math.min(placed[0]!.lengthMs / 2, 1500) / 1000;
    await ffmpeg.run(
      ['-ss', at.toFixed(3), '-i', partial.video, '-frames:v', '1', '-vf', `scale=${thumbnailWidth}:-2`, '-q:v', '3', partial.thumbnail],
      {
        cwd: workDir,
        signal,
        timeoutMs: 60_000,
      },
    );
    for (const key of ['video', 'thumbnail', 'captions'] as const) await rename(path.join(workDir, partial[key]), final[key]);
    report(1);
    return {
      ...final,
      durationMs,
      width: frame.width,
      height: frame.height,
      scenes: placed.map(({ id, startMs, lengthMs }) => ({ id, startMs, lengthMs })),
    };
  } catch (error) {
    await Promise.all([...Object.values(partial), ...Object.values(final)].map((name) => rm(path.resolve(workDir, name), { force: true })));
    throw error;
  }
}

async function writeStills({ timeline, visualOf, workDir, signal }: RenderVideoInput): Promise<void> {
  const frame = frameSizes[timeline.output.aspect];
  for (const [index, scene] of timeline.scenes.entries()) {
    signal?.throwIfAborted();
    const still = await sceneStill(await visualOf(scene), frame, timeline.style, index);
    await writeFile(path.join(workDir, `scene-${index}.png`), still);
  }
}

/** ffmpeg's arguments: every still with its motion, joined, captions burned in, the narration (and music) mixed. */
function encodeArgs({ timeline, soundtrack, ffmpeg }: RenderVideoInput, frames: number[], durationMs: number, output: string): string[] {
  const frame = frameSizes[timeline.output.aspect];
  const still = stillSize(frame);
  const scenes = timeline.scenes;
  const inputs = scenes.flatMap((_, index) => ['-i', `scene-${index}.png`]);
  const narration = scenes.length;
  inputs.push('-i', 'narration.wav');
  const seconds = (durationMs / 1000).toFixed(3);
  const video = [
    ...scenes.map((scene, index) => motionFilter(index, scene.motion, frames[index]!, frame, still, videoFps)),
    `${scenes.map((_, index) => `[s${index}]`).join('')}concat=n=${scenes.length}:v=1:a=0,subtitles=captions.ass:fontsdir=fonts[v]`,
  ];
  let audio = `${narration}:a`;
  if (soundtrack && timeline.soundtrack) {
    inputs.push('-stream_loop', '-1', '-i', 'soundtrack');
    const stereo = 'aformat=sample_fmts=fltp:sample_rates=44100:channel_layouts=stereo';
    // amix halves each of its two inputs; the volume after it gives the narration back its level.
    video.push(
      `[${narration}:a]${stereo}[n]`,
      `[${narration + 1}:a]${stereo},atrim=0:${seconds},asetpts=PTS-STARTPTS,volume=${timeline.soundtrack.volume.toFixed(3)}[m]`,
      '[n][m]amix=inputs=2:duration=first:dropout_transition=0,volume=2[a]',
    );
    audio = '[a]';
  }
  return [
    ...inputs,
    ...['-filter_complex', video.join(';'), '-map', '[v]', '-map', audio],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'superfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(videoFps),
      '-threads',
      String(ffmpeg.threads),
    ],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100'],
    ...['-t', seconds, '-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

/**
 * A fontconfig setup that knows only the shipped font: the same captions on every machine, fonts or
 * none, and no warnings from an older fontconfig (the npm build's) reading a newer system's files.
 */
function fontConfig(workDir: string): string {
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const folder = (name: string) => xml(path.resolve(workDir, name));
  return `<?xml version="1.0"?>\n<fontconfig><dir>${folder('fonts')}</dir><cachedir>${folder('fontconfig-cache')}</cachedir></fontconfig>\n`;
}

function progressReporter(onProgress: ((fraction: number) => void) | undefined): (fraction: number) => void {
  let reported = 0;
  return (fraction) => {
    if (!onProgress || fraction <= reported) return;
    reported = Math.min(1, fraction);
    onProgress(reported);
  };
}
