import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scene, Timeline } from '@/shared/studio/timeline';
import { espeakSpeech } from '../speech/espeak-speech';
import { findFfmpeg, type Ffmpeg } from './ffmpeg';
import { renderVideo, type RenderVideoInput } from './render-video';

const specials = "Literal {\\b1} it's: a, b; [c] $(id) `id` | && done";
let ffmpeg: Ffmpeg;
const workDirs: string[] = [];

beforeAll(async () => {
  ffmpeg = await findFfmpeg();
});

afterAll(async () => {
  await Promise.all(workDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'uplift-studio-'));
  workDirs.push(dir);
  return dir;
}

function scene(id: string, narration: string, text: string, motion: Scene['motion'], length = 2): Scene {
  return { id, narration, text, visual: { kind: 'title-card' }, motion, length };
}

function input(timeline: Timeline, dir: string, extra: Partial<RenderVideoInput> = {}): RenderVideoInput {
  return {
    timeline,
    speech: { engine: espeakSpeech(), voice: 'en-us', speed: 2 },
    visualOf: async () => null,
    soundtrack: null,
    workDir: dir,
    ffmpeg,
    ...extra,
  };
}

/** Near-white pixels in the caption band (boxed captions sit above the bottom 14 %) of the frame at `seconds`. */
async function captionPixels(dir: string, video: string, seconds: number): Promise<number> {
  const still = `frame-${seconds}.png`;
  await ffmpeg.run(['-ss', String(seconds), '-i', video, '-frames:v', '1', still], { cwd: dir });
  const { data, info } = await sharp(path.join(dir, still))
    .extract({ left: 0, top: 1500, width: 1080, height: 300 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let light = 0;
  for (let at = 0; at < data.length; at += info.channels) if (data[at]! > 220 && data[at + 1]! > 220 && data[at + 2]! > 220) light++;
  return light;
}

describe('renderVideo', () => {
  it('renders a 9:16 MP4 with narration, burned-in captions, a thumbnail and an SRT', async () => {
    const dir = await workDir();
    const timeline: Timeline = {
      version: 1,
      output: { aspect: '9:16' },
      style: { captions: 'boxed', background: '#111827', accent: '#4F46E5' },
      soundtrack: null,
      scenes: [
        scene('one', 'Grow your traffic.', 'Uplift', 'zoomIn'),
        scene('two', specials, specials, 'panRight'),
        scene('three', '', 'The end', 'none', 1.5),
      ],
    };
    const progress: number[] = [];
    const rendered = await renderVideo(input(timeline, dir, { onProgress: (fraction) => progress.push(fraction) }));

    const sum = rendered.scenes.reduce((total, each) => total + each.lengthMs, 0);
    expect(rendered.durationMs).toBe(sum);
    expect(rendered.scenes.map((each) => each.id)).toEqual(['one', 'two', 'three']);
    expect(rendered.scenes[1]!.startMs).toBe(rendered.scenes[0]!.lengthMs);
    // The scene without narration keeps its planned length; the spoken ones last at least theirs.
    expect(rendered.scenes[2]!.lengthMs).toBeCloseTo(1500, -1);
    const facts = await ffmpeg.probe(rendered.video);
    expect(Math.abs(facts.durationMs - sum)).toBeLessThanOrEqual(200);
    expect(facts.video).toEqual({ codec: 'h264', width: 1080, height: 1920 });
    expect(facts.audio?.codec).toBe('aac');
    expect(rendered).toMatchObject({ width: 1080, height: 1920, video: path.join(dir, 'video.mp4') });

    const thumbnail = await sharp(rendered.thumbnail).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 540 });
    const srt = await readFile(rendered.captions, 'utf8');
    expect(srt).toMatch(/^1\n00:00:00,000 --> 00:00:0\d,\d{3}\nGrow your traffic\.\n/);
    // The specials reach the captions literally, whatever chunks they fall in.
    expect(srt.replace(/\n\n\d+\n[\d:,]+ --> [\d:,]+\n/g, ' ').replace(/\n/g, ' ')).toContain(specials);

    const speaking = (rendered.scenes[0]!.lengthMs / 1000) * 0.4;
    const silent = (rendered.scenes[2]!.startMs + 700) / 1000;
    expect(await captionPixels(dir, rendered.video, speaking)).toBeGreaterThan(1500);
    expect(await captionPixels(dir, rendered.video, silent)).toBeLessThan(50);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction, index) => index === 0 || fraction > progress[index - 1]!)).toBe(true);
    expect(progress.some((fraction) => fraction > 0.3 && fraction < 0.95)).toBe(true);
  });

  it('covers the frame with a given image and mixes a looped soundtrack under the narration', async () => {
    const dir = await workDir();
    await ffmpeg.run(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5', '-c:a', 'libmp3lame', 'tone.mp3'], { cwd: dir });
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#FF0000' } })
      .jpeg()
      .toBuffer();
    const timeline: Timeline = {
      version: 1,
      output: { aspect: '16:9' },
      style: { captions: 'minimal', background: '#111827', accent: '#4F46E5' },
      soundtrack: { fileId: '00000000-0000-4000-8000-000000000000', volume: 0.5 },
      scenes: [{ ...scene('photo', '', '', 'panLeft', 1.5), visual: { kind: 'upload', fileId: '00000000-0000-4000-8000-000000000001' } }],
    };
    const rendered = await renderVideo(
      input(timeline, dir, { visualOf: async () => image, soundtrack: await readFile(path.join(dir, 'tone.mp3')) }),
    );
    const facts = await ffmpeg.probe(rendered.video);
    expect(facts.video).toEqual({ codec: 'h264', width: 1920, height: 1080 });
    expect(Math.abs(facts.durationMs - 1500)).toBeLessThanOrEqual(200);
    const { data } = await sharp(rendered.thumbnail).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    await ffmpeg.run(['-i', 'video.mp4', '-vn', '-ac', '1', '-ar', '8000', '-f', 's16le', 'audio.raw'], { cwd: dir });
    const samples = await readFile(path.join(dir, 'audio.raw'));
    let peak = 0;
    for (let at = 8000; at + 1 < samples.length - 2000; at += 2) peak = Math.max(peak, Math.abs(samples.readInt16LE(at)));
    // The half-second tone (sine at 1/8 of full scale, at half volume) is looped: still sounding after it.
    expect(peak).toBeGreaterThan(800);
  });

  it('stops ffmpeg and leaves no output when the render is cancelled', async () => {
    const dir = await workDir();
    const timeline: Timeline = {
      version: 1,
      output: { aspect: '16:9' },
      style: { captions: 'bold', background: '#0F172A', accent: '#F59E0B' },
      soundtrack: null,
      scenes: [scene('a', '', 'Long', 'zoomOut', 60), scene('b', '', 'Longer', 'panLeft', 60)],
    };
    const controller = new AbortController();
    const rendering = renderVideo(
      input(timeline, dir, { signal: controller.signal, onProgress: (fraction) => fraction > 0.27 && controller.abort() }),
    );
    await expect(rendering).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
    const files = await readdir(dir);
    expect(files.filter((file) => /^(video|thumbnail|captions)\.(partial\.)?(mp4|jpg|srt)$/.test(file))).toEqual([]);
    expect(await processesIn(dir)).toEqual([]);
  });
});

/** Processes whose working folder is `dir`: ffmpeg runs in the work folder. */
async function processesIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
    if (cwd === dir) found.push(pid);
  }
  return found;
}
