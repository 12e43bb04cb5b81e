// Video & Audio Studio (ADR 032): wall time of a 60-second 1080x1920 render (8 scenes, the offline
// voice, title cards and one image scene; target ≤ 60 s on two cores), the peak memory of ffmpeg (its
// VmHWM from /proc, read while it runs) and of this process, and the offline voice's speed in seconds
// of audio per second of wall time, and a Piper voice's when one is placed in the voices folder. Run by
// `npm run bench` in a process of its own.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Scene, Timeline } from '../src/shared/studio/timeline';
import { findFfmpeg, type Ffmpeg } from '../src/server/features/studio/render/ffmpeg';
import { renderVideo } from '../src/server/features/studio/render/render-video';
import { espeakSpeech } from '../src/server/features/studio/speech/espeak-speech';
import { PiperVoices } from '../src/server/features/studio/speech/piper-speech';
import { piperVoicesFolder } from '../src/server/features/studio/speech/piper-voices';
import type { SpeechEngine } from '../src/server/features/studio/speech/speech';

const narrations = [
  'Most small sites never get the traffic they deserve. Here is how to change that this month.',
  'Start with the pages people already find, and make each one answer a real question.',
  'Write one useful article a week, and link it from the pages that already rank.',
  'Share every article where your readers are, in their words, at the hour they read.',
  'Collect the email addresses of readers who come back, and write to them every week.',
  'Watch which posts bring visitors who stay, and write more of what works.',
  'Fix slow pages first: a faster page keeps readers who would otherwise leave.',
  'Uplift does all of this in one workspace that you host yourself. Try it today.',
];
const motions: Scene['motion'][] = ['zoomIn', 'panRight', 'zoomOut', 'panLeft', 'none', 'zoomIn', 'panLeft', 'zoomOut'];

/** A photo-like image for the one image scene: shapes over a gradient, wider than the frame. */
function sampleImage(): Promise<Buffer> {
  const shapes = Array.from({ length: 40 }, (_, index) => {
    const hue = (index * 47) % 360;
    return `<circle cx="${(index * 137) % 1600}" cy="${(index * 89) % 1200}" r="${40 + ((index * 31) % 160)}" fill="hsl(${hue},70%,55%)" fill-opacity="0.6"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#334155"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Seconds of CPU this process and its finished children (ffmpeg, espeak) have used, from /proc (100 ticks a second). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) / 100;
}

async function speechSpeed(engine: Pick<SpeechEngine, 'speak'>, voice: string): Promise<{ audioSeconds: number; wallSeconds: number }> {
  const started = performance.now();
  let audioSeconds = 0;
  for (const text of narrations) {
    const speech = await engine.speak(text, { voice, speed: 1 });
    audioSeconds += speech.pcm.length / 2 / speech.sampleRate;
  }
  return { audioSeconds, wallSeconds: (performance.now() - started) / 1000 };
}

export async function benchStudio() {
  const found = await findFfmpeg();
  const peaks: number[] = [];
  // The same ffmpeg, noting each run's peak resident memory.
  const ffmpeg: Ffmpeg = {
    ...found,
    run: async (args, options) => {
      const run = await found.run(args, options);
      if (run.peakRssBytes) peaks.push(run.peakRssBytes);
      return run;
    },
  };
  const image = await sampleImage();
  const timeline: Timeline = {
    version: 1,
    output: { aspect: '9:16' },
    style: { captions: 'boxed', background: '#111827', accent: '#4F46E5' },
    soundtrack: null,
    scenes: narrations.map((narration, index) => ({
      id: `scene-${index + 1}`,
      narration,
      text: index === 0 ? 'Get more traffic' : `Step ${index}`,
      visual: index === 3 ? { kind: 'upload', fileId: '00000000-0000-4000-8000-000000000000' } : { kind: 'title-card' },
      motion: motions[index]!,
      length: 7.5,
    })),
  };
  const workDir = await mkdtemp(path.join(tmpdir(), 'uplift-bench-studio-'));
  try {
    const load = loadavg()[0]!;
    const cpuBefore = cpuSeconds();
    const started = performance.now();
    const rendered = await renderVideo({
      timeline,
      speech: { engine: espeakSpeech(), voice: 'en-us', speed: 1 },
      visualOf: async (scene) => (scene.visual.kind === 'upload' ? image : null),
      soundtrack: null,
      workDir,
      ffmpeg,
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds() - cpuBefore;
    const facts = await found.probe(rendered.video);
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`\nffmpeg: ${found.source} (${found.version.slice(0, 60)}), memory cap ${found.memoryLimited ? 'on' : 'off (no prlimit)'}`);
    console.log(
      `${`studio render, ${(facts.durationMs / 1000).toFixed(1)} s ${facts.video?.width}x${facts.video?.height}`.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s   ${seconds <= 60 ? 'meets' : 'MISSES'} the target (≤ 60 s)   ffmpeg peak ${megabytes(Math.max(0, ...peaks))}   node peak ${megabytes(process.resourceUsage().maxRSS * 1024)}`,
    );
    // On a shared machine the wall time says as much about the neighbours as about the render.
    console.log(`${''.padEnd(44)} CPU ${cpu.toFixed(1)} s (node, ffmpeg, espeak), load average ${load.toFixed(1)} when it started`);
    const speech = await speechSpeed(espeakSpeech(), 'en-us');
    console.log(
      `${'studio offline voice (espeak-ng)'.padEnd(44)} ${(speech.audioSeconds / speech.wallSeconds).toFixed(1).padStart(6)} s of audio per s   ${speech.audioSeconds.toFixed(1)} s spoken in ${speech.wallSeconds.toFixed(1)} s, one at a time`,
    );
    await benchPiper();
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The first Piper voice placed in the voices folder, if any; the first text includes loading its model. */
async function benchPiper() {
  const piper = new PiperVoices(piperVoicesFolder());
  try {
    const [voice] = await piper.voices();
    if (!voice) {
      console.log(
        `${'studio neural voice (Piper)'.padEnd(44)}   none placed: put a voice's .onnx and .onnx.json from rhasspy/piper's voice list in ${piper.folder} (or PIPER_VOICES_DIR)`,
      );
      return;
    }
    const speech = await speechSpeed(piper, voice.id);
    console.log(
      `${`studio neural voice (Piper ${voice.id.slice('piper:'.length)})`.padEnd(44)} ${(speech.audioSeconds / speech.wallSeconds).toFixed(1).padStart(6)} s of audio per s   ${speech.audioSeconds.toFixed(1)} s spoken in ${speech.wallSeconds.toFixed(1)} s, model load included`,
    );
  } finally {
    piper.close();
  }
}

// Run as a script by `npm run bench`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await benchStudio();
